import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type AccountItemStanding, accountItemMachine } from '../../../../machines/account-item/account-item.machine';
import { ItemControls } from './ItemControls';
import { useAccountItem } from './useAccountItem';

const es = setupI18n({ locale: 'es', messages: { es: {} } });
const refetch = async () => undefined;

function Card({ standing }: { standing: AccountItemStanding }) {
  const item = useAccountItem(accountItemMachine, { id: '7', standing }, refetch);
  return <ItemControls item={item} title="Toyota Corolla 2020" words={{ cancel: 'Cancelar prueba', cancelQuestion: '¿Cancelar?', deleteQuestion: '¿Eliminar?' }} />;
}

/** The names of the buttons a card offers, as a screen reader lists them. */
const buttons = (standing: AccountItemStanding) =>
  [
    ...renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <I18nProvider i18n={es}>
          <Card standing={standing} />
        </I18nProvider>
      </QueryClientProvider>,
    ).matchAll(/<button[^>]*>(.*?)<\/button>/g),
  ].map((match) => match[1]);

describe('an account card actions', () => {
  it('offer cancel and delete while the item goes on, delete once it ended, and only restore in the archive', () => {
    expect(buttons('open')).toEqual(['Cancelar prueba', 'Eliminar']);
    expect(buttons('closed')).toEqual(['Eliminar']);
    expect(buttons('archived')).toEqual(['Restaurar']);
  });
});
