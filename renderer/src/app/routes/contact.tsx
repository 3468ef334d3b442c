import { ClockIcon } from '@/components/ui/icons';
import { ContactForm } from '@/features/contact/components/contact-form';
import { usePageMeta } from '@/lib/use-page-meta';

const RESPONSE_TIMES = [
  {
    title: 'General enquiries',
    time: '1-2 business days',
    text: 'Questions about the catalogue, the site or the API.',
  },
  { title: 'Island submissions', time: '3-5 business days', text: 'Follow-ups on an island you submitted for review.' },
  { title: 'Research partnerships', time: '1 week', text: 'Collaborations, data sharing and academic projects.' },
  {
    title: 'Data corrections',
    time: '24-48 hours',
    text: 'Wrong coordinates, outdated populations or access details.',
  },
];

export function ContactRoute() {
  usePageMeta(
    'Contact',
    'Contact the Isolario team about the catalogue, island submissions, research or data corrections.',
  );
  return (
    <>
      <header className="page-hero">
        <div className="container">
          <p className="page-hero__eyebrow">Contact</p>
          <h1 className="page-hero__title">Get in touch</h1>
          <p className="page-hero__lede">
            Questions, corrections, partnership ideas or a remote island we should know about: we read every message.
          </p>
        </div>
      </header>
      <div className="container contact-layout">
        <ContactForm />
        <aside aria-labelledby="response-times-heading" className="contact-info">
          <h2 id="response-times-heading">Response times</h2>
          <ul className="info-cards">
            {RESPONSE_TIMES.map((item) => (
              <li key={item.title} className="card info-card">
                <h3>{item.title}</h3>
                <p className="info-card__time">
                  <ClockIcon /> {item.time}
                </p>
                <p className="muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
