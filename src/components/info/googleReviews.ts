/**
 * The five Google reviews the Reviews page shows. The spec fixes them in the page (they do not come
 * from the API); these are placeholders in the voice of the seed business's customers, to be
 * replaced with the business's real Google reviews.
 */
export interface GoogleReview {
  name: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  text: string;
  /** Background of the initials avatar; white text on it keeps AA contrast. */
  avatarColor: string;
}

export const GOOGLE_REVIEWS: readonly GoogleReview[] = [
  {
    name: 'Sravani Reddy',
    rating: 5,
    text: 'Booked the Aurora suite in Jubilee Hills for our first anniversary. The rose-petal decoration looked exactly like the photos, the sound was superb and the team timed the cake and fog entry perfectly. Worth every rupee!',
    avatarColor: '#5a189a',
  },
  {
    name: 'Mohammed Faizan',
    rating: 5,
    text: "Planned a surprise proposal at the Gachibowli branch. They set up the candle path and the 'Will You Marry Me' letters and kept everything secret till she walked in. She said yes!",
    avatarColor: '#075e54',
  },
  {
    name: 'Keerthi Nandan',
    rating: 4,
    text: "Celebrated my son's 7th birthday with his friends in Kukatpally. Balloons, cake and cartoons on the big screen kept the kids happy for the whole slot. Parking nearby is a little tight, otherwise everything was great.",
    avatarColor: '#94370c',
  },
  {
    name: 'Venkatesh Goud',
    rating: 5,
    text: 'Farewell party for our team in Kondapur. Booking online took two minutes, the room was spotless, and the biryani boxes and mocktails came right on time. We played our old college videos from a pen drive. Will be back.',
    avatarColor: '#1e40af',
  },
  {
    name: 'Ananya Sharma',
    rating: 4,
    text: 'Did a baby shower for my sister with the pastel Oh Baby set-up. Very clean and the staff were polite and patient. A few more photo props would have been nice, but the eggless cake was delicious.',
    avatarColor: '#9d174d',
  },
];
