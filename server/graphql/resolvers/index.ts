import type { Resolvers } from '../generated/resolvers.ts';
import { catalogueResolvers } from './catalogue.ts';
import { carResolvers } from './catalogue-car.ts';
import { settingsResolvers } from './settings.ts';

/** One entry per domain; each lives beside its SDL file's name. */
export const resolvers: Resolvers[] = [settingsResolvers, catalogueResolvers, carResolvers];
