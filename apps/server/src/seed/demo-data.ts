import { ROLE } from '@goodhive/contract';

/** The password every demo login uses (listed in the README). */
export const DEMO_PASSWORD = 'Goodhive2026';

export const DEMO_USERS = {
  admin: { email: 'admin@goodhive.example', first_name: 'Ada', last_name: 'Staff', role_id: ROLE.ADMIN, user_type: 'admin', change_type: 1 },
  partner: { email: 'partner@goodhive.example', first_name: 'Amara', last_name: 'Okafor', role_id: ROLE.WORTHY_CAUSE, user_type: 'partner' },
  business: { email: 'owner@brightside.example', first_name: 'Maya', last_name: 'Tan', role_id: ROLE.MEMBER, user_type: 'business' },
  personal: { email: 'sam@goodhive.example', first_name: 'Sam', last_name: 'Rivera', role_id: ROLE.PERSONAL, user_type: 'business' },
} as const;

export const DEMO_COMPANY = { company_name: 'Brightside Coffee Co.', country: 'SG', industry: 'Food & Beverages' };

type DemoLevel = { id: number; price_cents: number; impact_unit: string; beneficiaries_per_unit: number };
type DemoProject = { id: number; title: string; summary: string; country: string; categories: string[]; levels: DemoLevel[] };
type DemoPartner = { email: string; first_name: string; last_name: string; name: string; country: string; about: string; projects: DemoProject[] };

/** Worthy causes and their live projects. The first owns the three trial projects, the impacts the trial form offers. */
export const DEMO_PARTNERS: DemoPartner[] = [
  {
    email: DEMO_USERS.partner.email,
    first_name: DEMO_USERS.partner.first_name,
    last_name: DEMO_USERS.partner.last_name,
    name: 'Global Roots Foundation',
    country: 'KE',
    about: 'Community-led water, reforestation and schooling programmes across East Africa.',
    projects: [
      { id: 1380, title: 'Plant a tree to restore degraded farmland', summary: 'Native trees planted and cared for by farming families.', country: 'KE', categories: ['tree-planting'], levels: [{ id: 3009, price_cents: 100, impact_unit: 'tree planted', beneficiaries_per_unit: 1 }] },
      { id: 1381, title: 'Give a day of education to a child', summary: 'Teachers, meals and books for children in informal settlements.', country: 'KE', categories: ['children-education'], levels: [{ id: 3010, price_cents: 20, impact_unit: 'day of education', beneficiaries_per_unit: 1 }] },
      { id: 1382, title: 'Give a day of clean water to a person', summary: 'Safe water from community wells kept running by local technicians.', country: 'KE', categories: ['water-access'], levels: [{ id: 3011, price_cents: 2, impact_unit: 'day of clean water', beneficiaries_per_unit: 1 }] },
    ],
  },
  {
    email: 'ocean@partners.goodhive.example', first_name: 'Putu', last_name: 'Wirawan', name: 'Blue Reef Alliance', country: 'ID',
    about: 'Coral restoration and plastic recovery with fishing communities in Bali.',
    projects: [
      { id: 1383, title: 'Recover plastic from the ocean', summary: 'Fishers paid to collect ocean-bound plastic.', country: 'ID', categories: ['ocean-conservation'], levels: [{ id: 3012, price_cents: 50, impact_unit: 'kg of plastic recovered', beneficiaries_per_unit: 1 }, { id: 3013, price_cents: 450, impact_unit: '10 kg of plastic recovered', beneficiaries_per_unit: 10 }] },
      { id: 1384, title: 'Restore a square metre of coral reef', summary: 'Reef stars planted with coral fragments.', country: 'ID', categories: ['ocean-conservation', 'climate-action'], levels: [{ id: 3014, price_cents: 1500, impact_unit: 'square metre of reef', beneficiaries_per_unit: 5 }] },
    ],
  },
  {
    email: 'health@partners.goodhive.example', first_name: 'Nisha', last_name: 'Rao', name: 'HealthBridge Clinics', country: 'IN',
    about: 'Mobile clinics bringing primary care to rural villages in India.',
    projects: [
      { id: 1385, title: 'Fund a health check-up in a rural village', summary: 'Doctors and nurses on wheels.', country: 'IN', categories: ['healthcare'], levels: [{ id: 3015, price_cents: 300, impact_unit: 'health check-up', beneficiaries_per_unit: 1 }] },
      { id: 1386, title: 'Provide a counselling session', summary: 'Mental health support for young people.', country: 'IN', categories: ['mental-health'], levels: [{ id: 3016, price_cents: 800, impact_unit: 'counselling session', beneficiaries_per_unit: 1 }] },
      { id: 1387, title: 'Train a woman in tailoring for a week', summary: 'Skills and a sewing machine for a new livelihood.', country: 'IN', categories: ['women-empowerment', 'skills-training'], levels: [{ id: 3017, price_cents: 1200, impact_unit: 'week of training', beneficiaries_per_unit: 1 }] },
    ],
  },
  {
    email: 'learning@partners.goodhive.example', first_name: 'Sokha', last_name: 'Chan', name: 'Seeds of Learning', country: 'KH',
    about: 'Libraries, teachers and school meals in rural Cambodia.',
    projects: [
      { id: 1388, title: 'Give a school meal', summary: 'A hot, nutritious lunch keeps children in class.', country: 'KH', categories: ['food-security', 'children-education'], levels: [{ id: 3018, price_cents: 40, impact_unit: 'school meal', beneficiaries_per_unit: 1 }] },
      { id: 1389, title: 'Give a book to a school library', summary: 'Books in Khmer and English for village libraries.', country: 'KH', categories: ['children-education'], levels: [{ id: 3019, price_cents: 500, impact_unit: 'library book', beneficiaries_per_unit: 20 }] },
    ],
  },
  {
    email: 'relief@partners.goodhive.example', first_name: 'Maria', last_name: 'Santos', name: 'Bayanihan Relief', country: 'PH',
    about: 'Emergency relief and rebuilding after typhoons in the Philippines.',
    projects: [
      { id: 1390, title: 'Provide an emergency relief pack', summary: 'Food, water and hygiene kits for a family for three days.', country: 'PH', categories: ['disaster-relief'], levels: [{ id: 3020, price_cents: 2500, impact_unit: 'relief pack', beneficiaries_per_unit: 5 }] },
      { id: 1391, title: 'Give a day of care to a rescued animal', summary: 'Food and veterinary care at a shelter in Manila.', country: 'PH', categories: ['animal-welfare'], levels: [{ id: 3021, price_cents: 150, impact_unit: 'day of animal care', beneficiaries_per_unit: 1 }] },
      { id: 1392, title: 'Build a hygiene station at a school', summary: 'Handwashing stations that keep children healthy.', country: 'PH', categories: ['sanitation'], levels: [{ id: 3022, price_cents: 4000, impact_unit: 'hygiene station', beneficiaries_per_unit: 50 }] },
    ],
  },
  {
    email: 'growth@partners.goodhive.example', first_name: 'Ana', last_name: 'Quispe', name: 'Andes Livelihoods', country: 'PE',
    about: 'Micro-loans and farming training for families in the Peruvian Andes.',
    projects: [
      { id: 1393, title: 'Fund a micro-loan for a small farmer', summary: 'Seed capital repaid and lent again.', country: 'PE', categories: ['economic-empowerment'], levels: [{ id: 3023, price_cents: 2000, impact_unit: 'micro-loan', beneficiaries_per_unit: 4 }] },
      { id: 1394, title: 'Offset a tonne of carbon with clean cookstoves', summary: 'Efficient stoves that cut smoke and firewood use.', country: 'PE', categories: ['climate-action'], levels: [{ id: 3024, price_cents: 1000, impact_unit: 'tonne of CO2 avoided', beneficiaries_per_unit: 1 }] },
    ],
  },
];
