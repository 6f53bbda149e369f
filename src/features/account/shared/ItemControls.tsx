import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ConfirmQuestion } from '../../../components/feedback/ConfirmQuestion';
import { Button } from '../../../ui/Button';
import * as cardStyles from './AccountCard.css';
import type { AccountItem } from './useAccountItem';

export type ItemWords = {
  /** The cancel button, naming what is cancelled ('Cancelar prueba'). */
  cancel: ReactNode;
  cancelQuestion: ReactNode;
  deleteQuestion: ReactNode;
};

/** A card's actions as its statechart offers them (cancel, delete, restore), or the question it asks. */
export function ItemControls({ item: { item, asking, offers }, title, words }: { item: AccountItem; title: string; words: ItemWords }) {
  if (asking)
    return (
      <ConfirmQuestion
        label={title}
        question={asking === 'cancel' ? words.cancelQuestion : words.deleteQuestion}
        confirmLabel={asking === 'cancel' ? <Trans>Sí, cancelar</Trans> : <Trans>Sí, eliminar</Trans>}
        onConfirm={() => item.send({ type: 'question.confirm' })}
        onDeny={() => item.send({ type: 'question.deny' })}
      />
    );
  return (
    <div className={cardStyles.actions}>
      {offers.cancel ? (
        <Button size="sm" variant="secondary" onClick={() => item.send({ type: 'cancel.request' })}>
          {words.cancel}
        </Button>
      ) : null}
      {offers.delete ? (
        <Button size="sm" variant="secondary" onClick={() => item.send({ type: 'delete.request' })}>
          <Trans>Eliminar</Trans>
        </Button>
      ) : null}
      {offers.restore ? (
        <Button size="sm" variant="secondary" onClick={() => item.send({ type: 'restore.request' })}>
          <Trans>Restaurar</Trans>
        </Button>
      ) : null}
    </div>
  );
}
