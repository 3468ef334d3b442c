import { Link } from 'react-router';
import { CodeIcon, RssIcon } from '@/components/ui/icons';
import { BrandMark } from './brand-mark';

export const COPYRIGHT_YEAR = 2024;

const EXPLORE_LINKS = [
  { to: '/explore', label: 'All Islands' },
  { to: '/explore?filter=region', label: 'By Region' },
  { to: '/explore?filter=airports', label: 'With Airports' },
  { to: '/explore?filter=military', label: 'Military History' },
  { to: '/explore?filter=uninhabited', label: 'Uninhabited' },
];

const RESOURCE_LINKS = [
  { to: '/travel-guides', label: 'Travel Guides' },
  { to: '/#submit-island', label: 'Submit Island' },
  { to: '/api-access', label: 'API Access' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
];

const LEGAL_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];

/** Where to follow the project; the OpenAPI document doubles as the developers' feed. */
const SOCIAL_LINKS = [
  { href: '/api/openapi.json', label: 'OpenAPI document', icon: <CodeIcon /> },
  { href: '/api/islands', label: 'Island data (JSON)', icon: <RssIcon /> },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to="/" className="brand brand--light" aria-label="Isolario home">
            <BrandMark />
            <span className="brand__name">Isolario</span>
          </Link>
          <p>
            A public catalogue of the world's remote islands, atolls and archipelagos, with their coastlines and NASA
            satellite imagery.
          </p>
          <ul className="social-links" aria-label="Follow Isolario">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                {/* Named in words, not by an icon and a tooltip: clear to everyone, and no tooltip code on every page. */}
                <a href={link.href} className="social-links__link">
                  {link.icon}
                  <span>{link.label}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Explore" links={EXPLORE_LINKS} />
        <FooterColumn title="Resources" links={RESOURCE_LINKS} />
        <FooterColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      <div className="container site-footer__bottom">
        <p>© {COPYRIGHT_YEAR} Isolario.</p>
        <p>
          Satellite imagery courtesy of NASA. Island data is free to reuse with attribution; coastlines © OpenStreetMap
          contributors (ODbL, share-alike), places from GeoNames (CC BY 4.0).
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <nav className="site-footer__column" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {title}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
