import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../../ui/Spinner';
import { Stack } from '../../../ui/Stack';

/** Between a successful sign-in and the reload (SPEC §4) or the way back to the page that asked. */
export function SignedIn() {
  return (
    <Stack gap="md" alignItems="center">
      <Spinner />
      <output>
        <Trans>Sesión iniciada. Un momento…</Trans>
      </output>
    </Stack>
  );
}
