import type { InfoPageContent } from './types';

export const blogContent: InfoPageContent = {
  eyebrow: 'Blog',
  title: 'Stories from the hive',
  intro: 'News from the community, lessons from our partners and ideas for making giving a habit.',
  style: 'article',
  sections: [
    {
      id: 'impact-summit-2027',
      kicker: 'Announcement',
      heading: 'Announcing the Goodhive Impact Summit 2027',
      body: [
        'On 14 and 15 October 2027 the community meets in Singapore, with every session streamed for members who join online.',
        'Day one belongs to the partners: field reports from water, reforestation and education projects in twelve countries, told by the people who run them. Day two is hands-on, with workshops on weaving giving into products, client work and team rituals, and on telling that story honestly.',
        'Members attend free. Seats in the room are limited, so registration opens to members first.',
      ],
    },
    {
      id: 'small-impacts',
      kicker: 'Ideas',
      heading: 'Why small impacts add up',
      body: [
        'A single day of clean water sounds modest. Tied to every order a small shop ships, it becomes thousands of days a year, and a story customers remember.',
        'Small, specific impacts are easy to understand, easy to repeat and easy to report. That is what makes them last.',
      ],
    },
    {
      id: 'giving-as-a-team',
      kicker: 'Practice',
      heading: 'Giving as a team',
      body: [
        'The members who keep giving are the ones who share it. Let each person on the team choose an impact for a milestone they care about, and celebrate the result together.',
      ],
    },
  ],
};
