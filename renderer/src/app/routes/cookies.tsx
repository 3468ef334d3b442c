import { Link } from 'react-router';
import { LegalPage } from '../layout/legal-page';

export function CookiesRoute() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="How Isolario uses cookies and similar technologies, and how to control them."
    >
      <p>
        Cookies are small text files a website asks your browser to store. This policy explains the kinds of cookies and
        similar technologies that may be used on Isolario and how you can control them.
      </p>
      <h2>Kinds of cookies</h2>
      <ul>
        <li>
          <strong>Essential cookies</strong> keep the site working and secure, for example to protect forms from abuse.
          The site cannot work properly without them.
        </li>
        <li>
          <strong>Preference cookies</strong> remember choices you make so that you do not have to make them again.
        </li>
        <li>
          <strong>Analytics</strong> help us understand, in aggregate, which pages are visited. Our page-view
          measurement records the page path and does not need a cookie to identify you.
        </li>
      </ul>
      <h2>How long cookies last</h2>
      <p>
        Session cookies are deleted when you close your browser. Persistent cookies stay until they expire or you delete
        them; they typically last 1-2 years.
      </p>
      <h2>Managing cookies</h2>
      <p>
        Every modern browser lets you see, block and delete cookies in its settings. Blocking essential cookies may stop
        some parts of the site, such as the forms, from working.
      </p>
      <h2>More information</h2>
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains how we handle personal information. For any question,
        please <Link to="/contact">contact us</Link>; we respond within 24-48 hours.
      </p>
    </LegalPage>
  );
}
