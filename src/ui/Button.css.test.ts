import { describe, expect, it } from 'vitest';
import { button } from './Button.css';

const classes = (value: string) => new Set(value.split(' '));

describe('button recipe', () => {
  it('applies primary, medium and inline width by default', () => {
    expect(button()).toBe(button({ variant: 'primary', size: 'md', fullWidth: false }));
  });

  it('gives each variant its own class', () => {
    const variants = ['primary', 'accent', 'danger', 'secondary', 'ghost', 'link'] as const;
    const names = variants.map((variant) => button({ variant }));
    expect(new Set(names).size).toBe(variants.length);
  });

  it('adds the link reset on top of the size for link buttons only', () => {
    const link = classes(button({ variant: 'link', size: 'lg' }));
    const primary = classes(button({ variant: 'primary', size: 'lg' }));
    expect(link.size).toBe(primary.size + 1);
  });

  it('switches to the full-width class', () => {
    expect(button({ fullWidth: true })).not.toBe(button());
  });
});
