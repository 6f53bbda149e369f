import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and links hint and error to it', () => {
    const html = renderToStaticMarkup(<TextField id="email" label="Correo" hint="Te escribiremos aquí" error="Correo no válido" />);
    expect(html).toContain('<label for="email"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('id="email-error"');
  });

  it('leaves a valid field unmarked', () => {
    const html = renderToStaticMarkup(<TextField id="name" label="Nombre" />);
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('aria-describedby');
  });
});
