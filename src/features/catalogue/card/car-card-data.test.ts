import { describe, expect, it } from 'vitest';
import { discountPercent, downPayment, isSold, originalPrice } from '../../../lib/cars/card-prices';
import { pictureSources, type CardCar } from './car-card-data';

const car: CardCar = {
  id: '1',
  slug: 'toyota-corolla-2020-1',
  title: 'Toyota Corolla 2020',
  mainPicture: '/media/cars/sedan-rojo-side-428.webp',
  year: 2020,
  mileage: 45_300,
  certified: true,
  reserved: false,
  listingPrice: 1_200_000,
  status: { slug: 'AVAILABLE', name: 'Disponible' },
  priceInfo: { monthlyPrice: 25_000, basePrice: 1_200_000 },
  curboSpot: { id: 'piantini', name: 'Ola Cars Piantini', city: { name: 'Santo Domingo' } },
  offerData: { hasOffer: true, label: 'Oferta', labelTranslations: { es: 'Oferta', en: 'Offer' }, backgroundColor: null, textColor: null, discount: 100_000, originalPrice: 1_300_000, discountPercentage: 7.69 },
  pictures: [
    { kind: 'exterior', basePath: '/media/cars/sedan-rojo-front', widths: [428], width: 1280, height: 807 },
    { kind: 'main', basePath: '/media/cars/sedan-rojo-side', widths: [800, 214, 428], width: 1280, height: 807 },
  ],
};

describe('car card data', () => {
  it('asks 30% down', () => {
    expect(downPayment(car)).toBe(360_000);
  });

  it('strikes the original price and rounds the discount only under a real offer', () => {
    expect(originalPrice(car)).toBe(1_300_000);
    expect(discountPercent(car)).toBe(8);
    const plain = { ...car, offerData: { ...car.offerData, hasOffer: false } };
    expect(originalPrice(plain)).toBeNull();
    expect(discountPercent(plain)).toBeNull();
  });

  it('builds the srcset from the main picture, narrowest first', () => {
    expect(pictureSources(car)).toEqual({
      src: car.mainPicture,
      srcSet: '/media/cars/sedan-rojo-side-214.webp 214w, /media/cars/sedan-rojo-side-428.webp 428w, /media/cars/sedan-rojo-side-800.webp 800w',
    });
    expect(pictureSources({ ...car, pictures: [] })).toEqual({ src: car.mainPicture });
  });

  it('knows a sold car by its status slug', () => {
    expect(isSold(car)).toBe(false);
    expect(isSold({ ...car, status: { slug: 'SOLD', name: 'Vendido' } })).toBe(true);
  });
});
