import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isEditableSellStatus } from '../../../../common/sell-request-editable';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { useDocumentTitle } from '../../../hooks/document-title';
import { USER_SELLING } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { Skeleton } from '../../../ui/Skeleton';
import { Stack } from '../../../ui/Stack';
import { salesToEditQueryOptions, saleToEdit } from './edit-query';
import { EditSale } from './EditSale';
import * as styles from './EditSalePage.css';

/** /user/sell/$id/edit (SPEC §2 edit-selling page): the request loads, then the page's machine edits it. */
export function EditSalePage({ id }: { id: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Editar tu venta`);
  const sales = useQuery(salesToEditQueryOptions());
  const sale = sales.data?.find((each) => each.id === id);
  return (
    <>
      <Container width="narrow" className={styles.page}>
        {sales.isPending ? (
          <div aria-busy="true" aria-label={t`Cargando tu venta`}>
            <Stack gap="md">
              <Skeleton height="32px" width="60%" />
              <Skeleton height="240px" radius="md" />
            </Stack>
          </div>
        ) : sales.isError ? (
          <FailedLoad what={t`No pudimos cargar tu venta.`} error={sales.error} onRetry={() => void sales.refetch()} retrying={sales.isFetching} />
        ) : !sale ? (
          <Gone title={t`No encontramos esta venta`} detail={t`Puede que la hayas eliminado. Tus ventas están en tu cuenta.`} />
        ) : !isEditableSellStatus(sale.status) ? (
          <Gone title={t`Esta venta ya no se puede editar`} detail={t`Ya tomamos una decisión sobre ella o la cancelaste. Escríbenos si necesitas cambiar algo.`} />
        ) : (
          // Keyed: another request is another machine, never the previous one's values.
          <EditSale key={sale.id} title={`${sale.car.brand.name} ${sale.car.model.name} ${sale.car.year}`} request={saleToEdit(sale)} />
        )}
      </Container>
    </>
  );
}

function Gone({ title, detail }: { title: string; detail: string }) {
  return (
    <section className={styles.gone} aria-labelledby="edit-sale-gone">
      <h1 id="edit-sale-gone" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{detail}</p>
      <Link to={USER_SELLING} className={buttonClassName({ variant: 'primary' })}>
        <Trans>Ir a mis ventas</Trans>
      </Link>
    </section>
  );
}
