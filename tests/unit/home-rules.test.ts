import { describe, expect, it } from 'vitest';
import { instagramHandle, offerBarTitle, oneTimePopupImage, theatreVideos } from '../../src/components/home/rules.ts';
import { youtubeEmbedUrl, youtubeId } from '../../src/lib/site/youtube.ts';
import { HOME_PACKAGES, PACKAGE_FEATURES, savingsBadge } from '../../src/components/home/packages.ts';
import type { Popup } from '../../src/lib/api/content.ts';
import type { Theatre } from '../../src/lib/api/theatres.ts';

const popup = (over: Partial<Popup> = {}): Popup => ({
  _id: 'p1',
  image: '/media/popups/offer.jpg',
  popupBoolean: true,
  modalEnabled: true,
  title: 'Flat ₹400 off today',
  ...over,
});

describe('offerBarTitle (HOME-09, HOME-10)', () => {
  it('shows the popup title when modalEnabled is on', () => expect(offerBarTitle(popup())).toBe('Flat ₹400 off today'));
  it('shows no bar when modalEnabled is off', () => expect(offerBarTitle(popup({ modalEnabled: false }))).toBeNull());
  it('shows no bar without a popup', () => {
    expect(offerBarTitle(null)).toBeNull();
    expect(offerBarTitle(undefined)).toBeNull();
  });
  it('shows no empty red bar for a blank title', () => expect(offerBarTitle(popup({ title: '   ' }))).toBeNull());
  it('does not depend on popupBoolean', () => expect(offerBarTitle(popup({ popupBoolean: false }))).toBe('Flat ₹400 off today'));
});

describe('oneTimePopupImage (HOME-38)', () => {
  it('is the popup image when popupBoolean is on', () => expect(oneTimePopupImage(popup())).toBe('/media/popups/offer.jpg'));
  it('is nothing when popupBoolean is off', () => expect(oneTimePopupImage(popup({ popupBoolean: false }))).toBeNull());
  it('is nothing without a popup or an image', () => {
    expect(oneTimePopupImage(null)).toBeNull();
    expect(oneTimePopupImage(popup({ image: '' }))).toBeNull();
  });
});

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Qm3cA7uRbL4', 'Qm3cA7uRbL4'],
    ['https://youtube.com/watch?feature=share&v=Qm3cA7uRbL4&t=10', 'Qm3cA7uRbL4'],
    ['https://m.youtube.com/watch?v=Qm3cA7uRbL4', 'Qm3cA7uRbL4'],
    ['https://youtu.be/Qm3cA7uRbL4?si=abc', 'Qm3cA7uRbL4'],
    ['https://www.youtube.com/embed/Qm3cA7uRbL4', 'Qm3cA7uRbL4'],
    ['https://www.youtube.com/shorts/Qm3cA7uRbL4', 'Qm3cA7uRbL4'],
    ['https://www.youtube-nocookie.com/embed/Qm3cA7uRbL4?autoplay=1', 'Qm3cA7uRbL4'],
    ['  https://www.youtube.com/watch?v=Qm3cA7uRbL4  ', 'Qm3cA7uRbL4'],
  ])('%s has id %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it.each([
    [''],
    ['not a url'],
    ['https://vimeo.com/123456789'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/@cinecelebrations'],
    ['https://evil.example/watch?v=Qm3cA7uRbL4'],
    ['https://www.youtube.com/watch?v=Qm3cA7uRbL4"><script>'],
  ])('%s is not a video', (url) => expect(youtubeId(url)).toBeNull());

  it('embeds from the no-cookie host with autoplay', () =>
    expect(youtubeEmbedUrl('Qm3cA7uRbL4')).toBe('https://www.youtube-nocookie.com/embed/Qm3cA7uRbL4?autoplay=1&rel=0'));
});

describe('theatreVideos (HOME-11)', () => {
  const theatre = (n: number, video: string, link = '', image = [`/media/t${n}.jpg`]): Theatre =>
    ({ _id: `t${n}`, name: `Theatre ${n}`, video, link, image }) as Theatre;
  const watch = (n: number) => `https://www.youtube.com/watch?v=video${String(n).padStart(6, '0')}`;

  it('takes the first five theatres in order, with their first photo as poster', () => {
    const videos = theatreVideos([1, 2, 3, 4, 5, 6, 7].map((n) => theatre(n, watch(n))));
    expect(videos.map((v) => v.theatreId)).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect(videos[0]).toEqual({ theatreId: 't1', name: 'Theatre 1', videoId: 'video000001', poster: '/media/t1.jpg' });
  });

  it('falls back to the link, skips a theatre with no playable video, and has no poster without photos', () => {
    const videos = theatreVideos([theatre(1, 'none'), theatre(2, '', watch(2), []), theatre(3, watch(3))], 5);
    expect(videos.map((v) => [v.theatreId, v.videoId, v.poster])).toEqual([
      ['t2', 'video000002', null],
      ['t3', 'video000003', '/media/t3.jpg'],
    ]);
  });
});

describe('instagramHandle', () => {
  it.each([
    ['https://www.instagram.com/cinecelebrations.hyd', '@cinecelebrations.hyd'],
    ['https://instagram.com/cinecelebrations.hyd/', '@cinecelebrations.hyd'],
    ['https://www.instagram.com/', null],
    ['https://www.facebook.com/cinecelebrations', null],
    ['', null],
  ])('%s is %s', (url, handle) => expect(instagramHandle(url)).toBe(handle));
});

describe('home packages (HOME-14, HOME-15, HOME-16)', () => {
  it('are the four plans in order with the spec savings', () => {
    expect(HOME_PACKAGES.map((p) => [p.title, p.savings])).toEqual([
      ['Basic Plan', 0],
      ['Standard Plan', 200],
      ['Special Plan', 400],
      ['Premium Plan', 300],
    ]);
  });
  it('price only the Basic plan (from the catalogue, not typed in)', () =>
    expect(HOME_PACKAGES.map((p) => p.fromBasicPrice)).toEqual([true, false, false, false]));
  it('send Basic to the normal path and the rest to the combo path', () =>
    expect(HOME_PACKAGES.map((p) => p.href)).toEqual([
      '/theaters?plan=normal',
      '/theaters?plan=combo',
      '/theaters?plan=combo',
      '/theaters?plan=combo',
    ]));
  it('include more with every step up', () => {
    const counts = HOME_PACKAGES.map((p) => p.included.size);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBe(PACKAGE_FEATURES.length);
  });
  it.each([
    [0, null],
    [200, 'Save ₹200'],
    [1500, 'Save ₹1,500'],
  ])('a saving of %i reads %s', (rupees, text) => expect(savingsBadge(rupees)).toBe(text));
});
