import { ErrorToasterSlot } from '../../../components/feedback/ErrorToasterSlot';
import { favouriteToasts } from './favourite-toasts';

/** The error toasts of favourite changes, mounted once per page; their code loads with the first failure. */
export function FavouritesToasterSlot() {
  return <ErrorToasterSlot store={favouriteToasts} />;
}
