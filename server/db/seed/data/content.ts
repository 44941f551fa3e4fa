import type { SeedData } from '../types.ts';
import { BUSINESS_NAME } from './contact.ts';

export { policy } from './policies.ts';

export const about: SeedData['about'] = {
  title: `About ${BUSINESS_NAME}`,
  description:
    `${BUSINESS_NAME} started in 2021 with a single couple room in Jubilee Hills and a simple idea: every celebration ` +
    'deserves a big screen, a room of its own and someone who takes care of the details. Today we run eight private ' +
    'theatres across Jubilee Hills, Gachibowli, Kukatpally and Kondapur, with LB Nagar opening soon. We decorate the room ' +
    'for your occasion, bring the cake, cue the fog entry and leave you to enjoy your movie, your photos and your people.',
  image: '/media/about/about.jpg',
};

export const aboutFeatures: SeedData['aboutFeatures'] = [
  {
    _id: 'feat-private-rooms',
    title: 'Truly private rooms',
    description: 'Only your guests in the room, with 4K screens and Dolby sound, for the whole slot.',
    image: '/media/about/feature-private-rooms.jpg',
  },
  {
    _id: 'feat-decoration',
    title: 'Decoration done for you',
    description: 'Balloons, LED letters, candles and roses set up for your occasion before you arrive.',
    image: '/media/about/feature-decoration.jpg',
  },
  {
    _id: 'feat-cakes-food',
    title: 'Cakes and food in one place',
    description: 'Egg and eggless cakes, customised cakes and a café menu delivered to your seats.',
    image: '/media/about/feature-cakes-food.jpg',
  },
  {
    _id: 'feat-surprises',
    title: 'Surprises that work',
    description: 'Fog and pyro entries, photo shoots and proposal set-ups planned with our team.',
    image: '/media/about/feature-surprises.jpg',
  },
  {
    _id: 'feat-safe',
    title: 'Safe and hygienic',
    description: 'Rooms cleaned and sanitised after every slot, with CCTV in all common areas.',
    image: '/media/about/feature-safe.jpg',
  },
];

export const faqs: SeedData['faqs'] = [
  {
    _id: 'faq-what-is',
    question: 'What is a private theatre celebration?',
    answer:
      'You book a whole mini theatre for your group for a slot of 90 minutes or 3 hours. We decorate it for your occasion, and you can watch anything from your own OTT account or pen drive, cut a cake and take photos.',
  },
  {
    _id: 'faq-how-book',
    question: 'How do I book a slot?',
    answer:
      "Choose a branch, a date and a free slot on the Theatres page, pick a basic or combo plan, your occasion, cake and add-ons, and pay the advance online. You get a confirmation by e-mail with your invoice, and on WhatsApp too if you tick 'Send me booking updates on WhatsApp' with your details.",
  },
  {
    _id: 'faq-advance',
    question: 'How much do I pay in advance?',
    answer: 'The advance is ₹750 for a basic booking and ₹1000 for a combo plan. The rest is paid at the venue.',
  },
  {
    _id: 'faq-cancel',
    question: 'Can I cancel or reschedule?',
    answer:
      'The advance is refunded in full if you cancel at least 72 hours before your slot. You can also reschedule once, free, up to 48 hours before. See our Refund Policy for details.',
  },
  {
    _id: 'faq-guests',
    question: 'How many people can come?',
    answer:
      'Each theatre shows how many people are included in the price and its maximum seating. Extra guests are charged per person, up to the seating of the room. Couple suites like Starlight seat two only.',
  },
  {
    _id: 'faq-food',
    question: 'Can we bring our own food or cake?',
    answer:
      'You may bring your own cake. Other outside food is not allowed, but our menu has snacks, pizzas, biryani, desserts and mocktails delivered to your seats.',
  },
  {
    _id: 'faq-content',
    question: 'What can we watch?',
    answer:
      'Anything you have access to: log in to Netflix, Prime Video, Hotstar or YouTube, or bring videos and photos on a pen drive. We do not provide pirated content.',
  },
  {
    _id: 'faq-custom-cake',
    question: 'How early should I order a customised cake?',
    answer: 'Photo cakes and fondant theme cakes need at least 3 days’ notice. Please contact us on WhatsApp after booking.',
  },
  {
    _id: 'faq-90-min',
    question: 'What is a 90-minute slot?',
    answer:
      'Some theatres offer shorter 90-minute slots at a lower price, ideal for a quick cake cutting or a surprise. The price drops automatically when you choose one.',
  },
  {
    _id: 'faq-parking',
    question: 'Is parking available?',
    answer: 'Jubilee Hills, Gachibowli and Kondapur have free parking. At Kukatpally please use the KPHB metro station parking next door.',
  },
];

export const testimonials: SeedData['testimonials'] = [
  {
    _id: 'review-sravani',
    name: 'Sravani Reddy',
    location: 'Madhapur',
    rating: 5,
    description:
      'Booked the Aurora suite for our first anniversary. The room was decorated exactly like the photos, the fog entry was a lovely surprise and the staff were so polite.',
    occasion: 'Anniversary',
    avatar: '/media/testimonials/avatar-sravani.jpg',
    image: '/media/testimonials/sravani.jpg',
  },
  {
    _id: 'review-arjun',
    name: 'Arjun Varma',
    location: 'Gachibowli',
    rating: 5,
    description:
      'I proposed in the Starlight Suite and she said yes! The team helped me plan the ring-box reveal and timed the video perfectly.',
    occasion: 'Proposal',
    avatar: '/media/testimonials/avatar-arjun.jpg',
    image: '/media/testimonials/arjun.jpg',
  },
  {
    _id: 'review-fatima',
    name: 'Fatima Khan',
    location: 'Tolichowki',
    rating: 4,
    description:
      'Celebrated my sister’s baby shower in Marigold. Beautiful pastel decoration and great biryani. Parking was a little tricky, but worth it.',
    occasion: 'Baby Shower',
    avatar: '/media/testimonials/avatar-fatima.jpg',
    image: '/media/testimonials/fatima.jpg',
  },
  {
    _id: 'review-karthik',
    name: 'Karthik Rao',
    location: 'Kondapur',
    rating: 5,
    description:
      'Twelve of us watched the cricket final in Cosmos for a friend’s farewell. Huge screen, amazing sound and the karaoke after was a blast.',
    occasion: 'Farewell',
    avatar: '/media/testimonials/avatar-karthik.jpg',
    image: '/media/testimonials/karthik.jpg',
  },
  {
    _id: 'review-divya',
    name: 'Divya Sharma',
    location: 'Kukatpally',
    rating: 5,
    description:
      'Our bride-to-be surprise for Priya was perfect: sash, tiara, LED letters and a photo shoot. The edited photos came the same night.',
    occasion: 'Bride to be',
    avatar: '/media/testimonials/avatar-divya.jpg',
    image: '/media/testimonials/divya.jpg',
  },
  {
    _id: 'review-rahul',
    name: 'Rahul Deshpande',
    location: 'Banjara Hills',
    rating: 4,
    description:
      'Good value combo for my son’s 8th birthday in Velvet Lounge. Kids loved the balloons and the cartoon marathon. Would book again.',
    occasion: 'Birthday',
    avatar: '/media/testimonials/avatar-rahul.jpg',
    image: '/media/testimonials/rahul.jpg',
  },
  {
    _id: 'review-meghana',
    name: 'Meghana Iyer',
    location: 'Miyapur',
    rating: 5,
    description:
      'We surprised my husband with a dad-to-be celebration in Lumiere. The team kept everything secret until he walked in. So many happy tears!',
    occasion: 'Dad to be',
    avatar: '/media/testimonials/avatar-meghana.jpg',
    image: '/media/testimonials/meghana.jpg',
  },
];

export const homesliders: SeedData['homesliders'] = [
  {
    _id: 'slide-celebrate',
    image: '/media/sliders/slide-celebrate.jpg',
    title: 'Celebrate on the Big Screen',
    subtitle: 'Private theatres for birthdays, anniversaries and surprises across Hyderabad',
  },
  {
    _id: 'slide-proposal',
    image: '/media/sliders/slide-proposal.jpg',
    title: 'Pop the Question in Style',
    subtitle: 'Candle paths, roses and a screen that says Will You Marry Me',
  },
  {
    _id: 'slide-combo',
    image: '/media/sliders/slide-combo.jpg',
    title: 'Combo Plans from ₹4100',
    subtitle: 'Theatre, decoration, cake and photography in one booking',
  },
];

export const highlights: SeedData['highlights'] = [
  {
    _id: 'highlight-experience',
    image: '/media/highlights/experience.jpg',
    title: 'The Complete Celebration Experience',
    features: ['4K screens with Dolby sound', 'Decoration set up before you arrive', 'Cake, food and drinks to your seats'],
  },
  {
    _id: 'highlight-surprises',
    image: '/media/highlights/surprises.jpg',
    title: 'Surprise Entries They Will Never Forget',
    features: ['Fog and cold pyro entries', 'Candle path with rose petals', 'Custom LED name letters'],
  },
  {
    _id: 'highlight-memories',
    image: '/media/highlights/memories.jpg',
    title: 'Memories to Take Home',
    features: ['Photo shoot with edited photos', 'Polaroid prints', '60-second cinematic reel'],
  },
];

export const howtojoin: SeedData['howtojoin'] = {
  title: `${BUSINESS_NAME} Rewards`,
  description: 'Join free with your mobile number and earn points every time you celebrate with us or bring a friend along.',
  benefits: [
    {
      title: 'Earn on every big booking',
      description: 'Get 10% of the booking value as reward points on bookings of ₹5000 or more.',
    },
    {
      title: 'Refer a friend',
      description: 'Earn 500 points for every friend who books with your referral link.',
    },
    {
      title: 'Your friend earns too',
      description: 'The friend you refer gets 200 points on their first booking.',
    },
    {
      title: 'Use your points',
      description: 'Redeem up to 50% of your points on your 2nd booking, 75% on your 3rd and 100% from then on.',
    },
  ],
};

export const latestinfo: SeedData['latestinfo'] = { count: 8640 };

export const offer: SeedData['offer'] = {
  title: 'Flat 30% off on Combo Plans',
  description: 'Theatre, decoration, cake, photography and more, from ₹4100. Extra ₹700 off with the code below.',
  code: 'FLAT700COMBO',
};

export const popups: SeedData['popups'] = [
  {
    _id: 'popup-flat400',
    image: '/media/popups/flat400-basic.jpg',
    popupBoolean: true,
    modalEnabled: true,
    title: 'Flat ₹400 off on Basic Plan today: use FLAT400BASIC',
  },
];

export const charges: SeedData['charges'] = { advancePayment: 750, comboAdvancePayment: 1000 };
