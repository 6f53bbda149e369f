import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { localName } from '../../../lib/i18n/local-text';
import { Container } from '../../../ui/Container';
import { settingQueryOptions } from '../api/settings';
import { Logo } from '../brand/Logo';
import { FOOTER_COLUMNS } from './footer-links';
import { CountryFlag } from './CountryFlag';
import { FooterContact } from './FooterContact';
import { FooterLinkColumn } from './FooterLinkColumn';
import * as styles from './Footer.css';
import { SocialLinks } from './SocialLinks';

const COPYRIGHT_YEAR = 2025;

/** SPEC §2's footer; `newsletter` is the subscribe card, under the brand. */
export function Footer({ newsletter }: { newsletter?: ReactNode }) {
  const { t, i18n } = useLingui();
  const { data: setting } = useQuery(settingQueryOptions());
  const countryName = setting ? localName(setting.country, i18n.locale) : null;
  return (
    <footer className={styles.footer}>
      <Container className={styles.intro}>
        <div className={styles.brandColumn}>
          <span className={styles.logoBadge}>
            <Logo />
          </span>
          <p>
            <Trans>Carros usados certificados, inspeccionados y con garantía.</Trans>
          </p>
          {setting ? <SocialLinks networks={setting.socialNetworks} /> : null}
          {newsletter ? <div className={styles.newsletter}>{newsletter}</div> : null}
        </div>
        {setting ? <FooterContact setting={setting} /> : null}
      </Container>
      <nav aria-label={t`Enlaces del sitio`}>
        <Container className={styles.columns}>
          {FOOTER_COLUMNS.map((column) => (
            <FooterLinkColumn key={column.title.id} column={column} />
          ))}
        </Container>
      </nav>
      <Container className={styles.bottom}>
        <p>
          <Trans>© {COPYRIGHT_YEAR} Ola Cars. Todos los derechos reservados.</Trans>
        </p>
        {setting && countryName ? (
          <p className={styles.country}>
            <CountryFlag countryCode={setting.country.countryCode} />
            {countryName}
          </p>
        ) : null}
      </Container>
    </footer>
  );
}
