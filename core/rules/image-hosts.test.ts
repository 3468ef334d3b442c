import { describe, expect, it } from 'vitest';
import { NASA_IMAGE_HOSTS, isAcceptedImageUrl } from './image-hosts';
import { nasaImageUrlSchema } from '../contract/schemas';

describe('NASA_IMAGE_HOSTS', () => {
  it('holds the accepted hosts, with the one Earth Observatory and Visible Earth serve images from, and GIBS', () => {
    expect([...NASA_IMAGE_HOSTS].sort()).toEqual([
      'earthobservatory.nasa.gov',
      'eoimages.gsfc.nasa.gov',
      'gibs.earthdata.nasa.gov',
      'images-assets.nasa.gov',
      'landsat.visibleearth.nasa.gov',
      'modis.gsfc.nasa.gov',
      'visibleearth.nasa.gov',
    ]);
  });
});

describe('isAcceptedImageUrl', () => {
  it.each(NASA_IMAGE_HOSTS.map((host) => `https://${host}/images/island.jpg`))('accepts %s', (url) => {
    expect(isAcceptedImageUrl(url)).toBe(true);
  });

  it.each([
    'https://images-assets.nasa.gov/image/PIA00001/PIA00001~orig.jpg',
    'https://eoimages.gsfc.nasa.gov/images/imagerecords/73000/73909/world.topo.bathy.200412.3x5400x2700.jpg',
    'https://earthobservatory.nasa.gov/ContentWOC/images/globalmaps/island.png?size=large#top',
    'https://IMAGES-ASSETS.NASA.GOV/x.jpg',
    'https://visibleearth.nasa.gov',
  ])('accepts %s', (url) => {
    expect(isAcceptedImageUrl(url)).toBe(true);
  });

  it.each([
    ['plain http', 'http://images-assets.nasa.gov/x.jpg'],
    ['another scheme', 'ftp://images-assets.nasa.gov/x.jpg'],
    ['javascript', 'javascript:alert(1)//images-assets.nasa.gov'],
    ['data URL', 'data:image/png;base64,AAAA'],
    ['protocol-relative', '//images-assets.nasa.gov/x.jpg'],
    ['no scheme', 'images-assets.nasa.gov/x.jpg'],
    ['another host', 'https://example.com/x.jpg'],
    ['nasa.gov itself', 'https://nasa.gov/x.jpg'],
    ['www.nasa.gov', 'https://www.nasa.gov/x.jpg'],
    ['another NASA host', 'https://photojournal.jpl.nasa.gov/x.jpg'],
    ['look-alike suffix', 'https://images-assets.nasa.gov.evil.com/x.jpg'],
    ['look-alike nasa.gov suffix', 'https://nasa.gov.evil.com/x.jpg'],
    ['look-alike prefix', 'https://evilnasa.gov/x.jpg'],
    ['look-alike prefix on a host', 'https://evilvisibleearth.nasa.gov/x.jpg'],
    ['subdomain of an accepted host', 'https://evil.images-assets.nasa.gov/x.jpg'],
    ['userinfo trick', 'https://images-assets.nasa.gov@evil.com/x'],
    ['user and password', 'https://user:pass@images-assets.nasa.gov/x.jpg'],
    ['user only', 'https://user@images-assets.nasa.gov/x.jpg'],
    ['a port', 'https://images-assets.nasa.gov:8443/x.jpg'],
    ['port 80', 'https://images-assets.nasa.gov:80/x.jpg'],
    ['an IP address', 'https://23.1.2.3/x.jpg'],
    ['empty string', ''],
    ['spaces', '   '],
    ['garbage', 'not a url'],
    ['scheme only', 'https://'],
    ['host with a space', 'https://images assets.nasa.gov/x.jpg'],
  ])('rejects %s', (_label, url) => {
    expect(isAcceptedImageUrl(url)).toBe(false);
  });
});

describe('the image URL as stored', () => {
  it.each([
    [
      'a backslash before @',
      'https://eoimages.gsfc.nasa.gov\\@evil.test/x.jpg',
      'https://eoimages.gsfc.nasa.gov/@evil.test/x.jpg',
    ],
    ['no slashes after the scheme', 'https:eoimages.gsfc.nasa.gov/x.jpg', 'https://eoimages.gsfc.nasa.gov/x.jpg'],
    ['an upper-case scheme', 'HTTPS://eoimages.gsfc.nasa.gov/x.jpg', 'https://eoimages.gsfc.nasa.gov/x.jpg'],
    ['a percent-encoded host', 'https://%65oimages.gsfc.nasa.gov/x.jpg', 'https://eoimages.gsfc.nasa.gov/x.jpg'],
    ['full-width letters', 'https://ｅoimages.gsfc.nasa.gov/x.jpg', 'https://eoimages.gsfc.nasa.gov/x.jpg'],
    ['an embedded tab', 'https://eoimages.gsfc.\tnasa.gov/x.jpg', 'https://eoimages.gsfc.nasa.gov/x.jpg'],
  ])('is the canonical form, naming the host that was checked, for %s', (_label, sent, stored) => {
    const parsed = nasaImageUrlSchema.parse(sent);
    expect(parsed).toBe(stored);
    // Read by any parser, the stored form names the accepted host.
    expect(parsed).toMatch(/^https:\/\/eoimages\.gsfc\.nasa\.gov\//);
  });
});
