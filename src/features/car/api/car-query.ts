import { queryOptions } from '@tanstack/react-query';
import { ClientError } from 'graphql-request';
import { carQueryKey } from '../../../../common/first-screen';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';
import type { GetCarQuery } from '../../../graphql/generated/graphql';

export type CarDetail = GetCarQuery['getCar'];

const getCarDocument = graphql(`
  query getCar($slug: String!) {
    getCar(slug: $slug) {
      id
      slug
      title
      mainPicture
      year
      mileage
      certified
      listingPrice
      status { slug name }
      reserved
      priceInfo { monthlyPrice basePrice fee licensePlate transfer warranty }
      brand { name slug }
      carModel { name slug }
      countryVersion { name nameTranslations { en es } }
      curboSpot { id name slug city { name } address }
      offerData { hasOffer label labelTranslations { en es } backgroundColor textColor discount originalPrice discountPercentage }
      version { name alias }
      bodyStyle { slug name nameTranslations { en es } }
      fuelType { slug name nameTranslations { en es } }
      transmission { slug name nameTranslations { en es } }
      driveTrain { slug name nameTranslations { en es } }
      exteriorColor { slug name hex nameTranslations { en es } }
      interiorColor { slug name hex nameTranslations { en es } }
      features { slug name group nameTranslations { en es } }
      specs {
        engineDisplacementL cylinders horsepowerHp torqueLbFt seats doors tankCapacityGal
        lengthMm widthMm heightMm wheelbaseMm cargoCapacityL legRoomMm headRoomMm cityMpg highwayMpg
      }
      pictures { kind basePath widths width height }
      vin
      licensePlate
      keys
      owners
      papers { titleChecked noOppositionChecked }
      inspection {
        inspectedAt
        score
        pointCount
        wheels { position treadDepthMm brakePadMm }
        areas {
          slug
          name
          nameTranslations { en es }
          points { slug name nameTranslations { en es } result note noteTranslations { en es } }
        }
      }
    }
  }
`);

/** The API answers an unknown slug with NOT_FOUND; the route turns that into its 404 page. */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ClientError && (error.response.errors ?? []).some((item) => item.extensions?.code === 'NOT_FOUND');

export const carQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: carQueryKey(slug),
    queryFn: async () => (await gqlRequest(getCarDocument, { slug })).getCar,
    // Whether the car can still be bought (sold, reserved) changes under the visitor: asked again on
    // every visit, the copy in the cache shown meanwhile.
    staleTime: 0,
    // Retrying a car that does not exist only delays its 404 page.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });
