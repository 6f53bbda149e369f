import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Container } from '../../../ui/Container';
import { useFavourites } from '../api/useFavourites';
import { EmptyFavourites } from '../list/EmptyFavourites';
import { FavouriteList } from '../list/FavouriteList';
import * as styles from './FavouritesPage.css';

/** /user/favorites: every favourite, as in the modal; the route's guard keeps visitors out. */
export function FavouritesPage() {
  const { t } = useLingui();
  const { favourites } = useFavourites();
  useDocumentTitle(t`Mis favoritos`);
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Mis favoritos</Trans>
      </h1>
      {favourites && favourites.cars.count === 0 ? <EmptyFavourites /> : <FavouriteList cars={favourites?.cars.data} />}
    </Container>
  );
}
