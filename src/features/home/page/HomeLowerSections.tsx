import type { ReactNode } from 'react';
import { AppCall, RecommendationCall, SellCall } from '../calls/HomeCalls';
import { HomeSpots } from '../spots/HomeSpots';
import { DistinguishedSection } from './DistinguishedSection';

/** The home page between its first screen and its questions, below the fold of phones and most desktops. */
export function HomeLowerSections({ distinguished }: { distinguished: ReactNode }) {
  return (
    <>
      <RecommendationCall />
      <DistinguishedSection>{distinguished}</DistinguishedSection>
      <HomeSpots />
      <SellCall />
      <AppCall />
    </>
  );
}
