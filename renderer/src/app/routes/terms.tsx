import { Link } from 'react-router';
import { LegalPage } from '../layout/legal-page';

export function TermsRoute() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using the Isolario website, its data and its public API."
    >
      <p>
        These terms govern your use of the Isolario website and its public API. By using them you agree to these terms.
        If you do not agree, please do not use the service.
      </p>
      <h2>Eligibility</h2>
      <p>You must be at least 13 years old to use Isolario or to send us any information.</p>
      <h2>Using the catalogue</h2>
      <p>
        The island data is provided for information. Remote places change: populations, access routes and permits in
        particular. Always check with the relevant authorities before planning a visit, and never rely on Isolario alone
        for navigation or safety decisions.
      </p>
      <h2>Submissions and messages</h2>
      <p>
        When you submit an island or send us a message, you confirm that the information is accurate to the best of your
        knowledge and that you have the right to share it. You allow us to edit, publish and reuse submitted island
        information in the catalogue. Submissions are reviewed and we may decline any of them.
      </p>
      <h2>The public API</h2>
      <ul>
        <li>The API is free, needs no key and may be used for personal and commercial projects.</li>
        <li>Please credit Isolario as the source of the data and NASA for satellite imagery.</li>
        <li>
          No rate limits are currently enforced, but we reserve the right to introduce rate limiting or to require
          authentication in the future.
        </li>
        <li>Do not use the API in a way that disrupts the service for others.</li>
      </ul>
      <h2>Imagery</h2>
      <p>
        Satellite images come from NASA imagery services. NASA material is generally not subject to copyright in the
        United States, but NASA asks to be credited and its guidelines on the use of its name and insignia apply.
      </p>
      <h2>Disclaimer and liability</h2>
      <p>
        The service is provided "as is", without warranties of any kind. To the extent the law allows, Isolario is not
        liable for any loss arising from the use of the website, the API or the data.
      </p>
      <h2>Changes to these terms</h2>
      <p>
        We will give at least 30 days' notice of material changes to these terms by posting them on this page.
        Continuing to use the service after changes take effect means you accept them.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms are welcome through our <Link to="/contact">contact form</Link>; we respond within
        24-48 hours.
      </p>
    </LegalPage>
  );
}
