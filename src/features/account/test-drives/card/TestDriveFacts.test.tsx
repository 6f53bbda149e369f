import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestDrive } from '../api/test-drives-query';
import { TestDriveFacts } from './TestDriveFacts';

// The English catalog as the app loads it, so a missing translation fails here too.
const english = import.meta.glob<{ messages: Messages }>('../../../../../locales/en/user.po');
const es = setupI18n({ locale: 'es', messages: { es: {} } });
const en = setupI18n();

beforeAll(async () => {
  en.loadAndActivate({ locale: 'en', messages: (await english['../../../../../locales/en/user.po']!()).messages });
});

const drive: TestDrive = {
  id: 'd1',
  status: 'SCHEDULED',
  view: 'UPCOMING',
  startsAt: '2026-03-02T14:00:00Z',
  endsAt: '2026-03-02T15:00:00Z',
  place: 'SPOT',
  outsideCoverage: false,
  car: { id: '1', slug: 'toyota-corolla-2020-1', title: 'Toyota Corolla 2020', mainPicture: '/pictures/1.webp' },
  spot: { id: '3', name: 'Ola Piantini', address: 'Av. Abraham Lincoln 1003, Piantini, Santo Domingo' },
  address: null,
};

const render = (shown: TestDrive, i18n: I18n = es) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TestDriveFacts drive={shown} />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('a test drive card facts', () => {
  it('give the day and hour window in the reader language, at Santo Domingo hour', () => {
    expect(render(drive)).toMatch(/Fecha y hora lunes, 2 de marzo de 2026,? 10:00\s?–\s?11:00/);
    expect(render(drive, en)).toMatch(/Date and time Monday, March 2, 2026,? 10:00\s?–\s?11:00\sAM/);
  });

  it('give the spot name and address', () => {
    expect(render(drive)).toContain('Ubicación Ola Piantini Av. Abraham Lincoln 1003, Piantini, Santo Domingo');
  });

  it('say when no spot is assigned yet', () => {
    expect(render({ ...drive, spot: null })).toContain('Ubicación Sin asignar');
    expect(render({ ...drive, spot: null }, en)).toContain('Location Not assigned');
  });

  it('give the home address, with the note when it is beyond the coverage', () => {
    const home = { ...drive, place: 'HOME', address: { sector: 'Naco', street: 'Calle Fantino Falco', number: '12' } };
    expect(render(home)).toContain('A domicilio: Calle Fantino Falco 12, Naco');
    expect(render(home)).not.toContain('Fuera de cobertura');
    expect(render({ ...home, outsideCoverage: true })).toContain('Fuera de cobertura: puede aplicar un cargo adicional.');
    expect(render({ ...home, outsideCoverage: true }, en)).toContain('At home: Calle Fantino Falco 12, Naco');
  });
});
