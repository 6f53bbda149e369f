import { queryOptions } from '@tanstack/react-query';
import { currenciesQueryKey, settingQueryKey } from '../../../../common/first-screen';
import { gqlRequest } from '../../../graphql/client';
import { graphql } from '../../../graphql/generated';

// Contact details, schedules and currencies change rarely; one fetch per visit is plenty.
const SETTINGS_STALE_TIME = 30 * 60 * 1000;

const getSettingDocument = graphql(`
  query getSetting {
    getSetting {
      address
      infoEmail
      salesAndSupportSchedule
      testDriveSchedule
      salesAndSupportScheduleTranslations {
        en
        es
      }
      testDriveScheduleTranslations {
        en
        es
      }
      whatsappTelephoneNumber
      telephoneNumber
      website
      appStoreUrl
      playStoreUrl
      socialNetworks {
        id
        name
        slug
        url
      }
      currency {
        id
        name
        nameTranslations {
          en
          es
        }
        code
        slug
        symbol
        value
      }
      country {
        id
        countryCode
        flag
        name
        nameTranslations {
          en
          es
        }
        slug
      }
    }
  }
`);

const getCurrenciesDocument = graphql(`
  query getCurrencies {
    getCurrencies {
      id
      name
      nameTranslations {
        en
        es
      }
      code
      slug
      symbol
      value
    }
  }
`);

export const settingQueryOptions = () =>
  queryOptions({
    queryKey: settingQueryKey,
    queryFn: async () => (await gqlRequest(getSettingDocument)).getSetting,
    staleTime: SETTINGS_STALE_TIME,
  });

export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: currenciesQueryKey,
    queryFn: async () => (await gqlRequest(getCurrenciesDocument)).getCurrencies,
    staleTime: SETTINGS_STALE_TIME,
  });
