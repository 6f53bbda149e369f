import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { keepFieldFocus } from './focus-first-problem';

type Props = {
  /** The submit button's words: what saving does ("Guardar precio"). */
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
};

/**
 * A small inline form's two buttons: submit, busy while sending, and cancel. Neither takes the
 * focus on press, so a field's problem stays announced where the person is typing.
 */
export function SubmitOrCancel({ children, busy, onCancel }: Props) {
  return (
    <>
      <Button type="submit" size="sm" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
        {children}
      </Button>
      <Button type="button" size="sm" variant="secondary" disabled={busy} onMouseDown={keepFieldFocus} onClick={onCancel}>
        <Trans>Cancelar</Trans>
      </Button>
    </>
  );
}
