import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type CountryConfig = {
  __typename?: 'CountryConfig';
  countryCode: Scalars['String']['output'];
  flag: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  nameTranslations: Translations;
  slug: Scalars['String']['output'];
  website: Scalars['String']['output'];
};

/** Money is stored in the base currency (value 1); `value` is the rate to multiply by. */
export type Currency = {
  __typename?: 'Currency';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Every country the apps serve. */
  getAppsCountryConfig: Array<CountryConfig>;
  getCurrencies: Array<Currency>;
  getSetting: Setting;
};

/**
 * Country-dependent configuration: contact details, schedules, social networks,
 * the country's default currency and the country itself. Answers per the `Country` header.
 */
export type Setting = {
  __typename?: 'Setting';
  address: Scalars['String']['output'];
  country: CountryConfig;
  currency: Currency;
  infoEmail: Scalars['String']['output'];
  salesAndSupportSchedule: Scalars['String']['output'];
  socialNetworks: Array<SocialNetwork>;
  telephoneNumber: Scalars['String']['output'];
  testDriveSchedule: Scalars['String']['output'];
  website: Scalars['String']['output'];
  whatsappTelephoneNumber: Scalars['String']['output'];
};

export type SocialNetwork = {
  __typename?: 'SocialNetwork';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Translations = {
  __typename?: 'Translations';
  en: Scalars['String']['output'];
  es: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CountryConfig: ResolverTypeWrapper<CountryConfig>;
  Currency: ResolverTypeWrapper<Currency>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Setting: ResolverTypeWrapper<Setting>;
  SocialNetwork: ResolverTypeWrapper<SocialNetwork>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Translations: ResolverTypeWrapper<Translations>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  CountryConfig: CountryConfig;
  Currency: Currency;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Query: Record<PropertyKey, never>;
  Setting: Setting;
  SocialNetwork: SocialNetwork;
  String: Scalars['String']['output'];
  Translations: Translations;
};

export type CountryConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CountryConfig'] = ResolversParentTypes['CountryConfig']> = {
  countryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flag?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<ResolversTypes['Translations'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  getAppsCountryConfig?: Resolver<Array<ResolversTypes['CountryConfig']>, ParentType, ContextType>;
  getCurrencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType>;
  getSetting?: Resolver<ResolversTypes['Setting'], ParentType, ContextType>;
};

export type SettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CountryConfig'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  infoEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salesAndSupportSchedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialNetworks?: Resolver<Array<ResolversTypes['SocialNetwork']>, ParentType, ContextType>;
  telephoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  testDriveSchedule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsappTelephoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialNetworkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialNetwork'] = ResolversParentTypes['SocialNetwork']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranslationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Translations'] = ResolversParentTypes['Translations']> = {
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  es?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  CountryConfig?: CountryConfigResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  SocialNetwork?: SocialNetworkResolvers<ContextType>;
  Translations?: TranslationsResolvers<ContextType>;
};

