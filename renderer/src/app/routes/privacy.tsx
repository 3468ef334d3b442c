import { Link } from 'react-router';
import { LegalPage } from '../layout/legal-page';

export function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What personal data Isolario collects, why, and the choices you have."
    >
      <p>
        This policy explains what information Isolario collects when you use the website and the public API, why we
        collect it and how we look after it. Isolario has no user accounts: you can browse the whole catalogue without
        telling us who you are.
      </p>
      <h2>Information you give us</h2>
      <ul>
        <li>
          <strong>Contact form submissions:</strong> your name, e-mail address and message, so that we can reply.
        </li>
        <li>
          <strong>Island submissions:</strong> the island details you enter, plus your name and e-mail address, so that
          we can review the submission and notify you by e-mail about its status.
        </li>
        <li>
          <strong>Newsletter subscriptions:</strong> your e-mail address, to send you the newsletter.
        </li>
      </ul>
      <h2>Information collected automatically</h2>
      <p>
        Like most websites, our servers record technical data when you visit: your IP address, browser, device, the
        pages you visit and the referring page. We use it to keep the service secure and working, and to understand
        which pages are useful, in aggregate.
      </p>
      <h2>Pictures your browser fetches from NASA</h2>
      <p>
        Island pictures and the maps' Satellite view come straight from NASA: your browser asks NASA's Global Imagery
        Browse Services (<code>gibs.earthdata.nasa.gov</code>) for them, and for a picture an editor chose, the NASA
        image host it names (such as <code>images-assets.nasa.gov</code>). Those requests carry your IP address, your
        browser's name and the area of the picture, and tell NASA only that the page came from this site, not which
        page. No other outside host is contacted: the site's security policy lets these hosts send images and nothing
        else. With no network, or in the desktop app offline, nothing is asked for and each island's coastline is drawn
        instead. NASA's own privacy policy covers what it does with those requests.
      </p>
      <h2>How we use information</h2>
      <ul>
        <li>to answer your messages and review island submissions;</li>
        <li>to send the newsletter to those who asked for it;</li>
        <li>to operate, secure and improve the website and the API.</li>
      </ul>
      <p>We do not sell personal information, and we do not share it except where the law requires us to.</p>
      <h2>Retention</h2>
      <p>
        We keep messages and submissions for as long as we need them to handle your request and to keep a record of the
        catalogue's sources. Newsletter addresses are kept until you ask us to remove them.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask us to see, correct or delete the personal information we hold about you, or to stop sending you the
        newsletter, through our <Link to="/contact">contact form</Link>. We respond to support requests within 24-48
        hours.
      </p>
      <h2>Children</h2>
      <p>
        Isolario is not directed at children under 13, and we do not knowingly collect personal information from them.
        If you believe a child has sent us personal information, please contact us and we will delete it.
      </p>
      <h2>Changes to this policy</h2>
      <p>
        When we change this policy we update the date at the top of the page. Significant changes are also announced on
        the website.
      </p>
    </LegalPage>
  );
}
