import { both, type CatalogueIdea } from './idea-types.ts';

/**
 * kWh of electricity per kg CO2e of a diesel car replaced by an electric one: an average diesel car
 * emits 0.171 kg/km (DESNZ 2024), a battery-electric car uses 0.18 kWh/km: 0.18 / 0.171.
 */
const ELECTRIC_CAR_KWH_PER_KG = 0.18 / 0.171;

/**
 * The business-travel options of flights short enough for rail: DESNZ domestic and short-haul (with and
 * without radiative forcing) and the US EPA short and medium haul. Long-haul flights have no rail option.
 */
const SHORT_FLIGHT_OPTION_IDS = [
  ...['domestic-average', 'short-haul-average', 'short-haul-economy', 'short-haul-business'].flatMap(
    (haul) => [`flight-${haul}`, `flight-${haul}-no-rf`],
  ),
  'travel-epa-air-short',
  'travel-epa-air-medium',
];

/** Ideas for vehicles, business travel and commuting. */
export const MOBILITY_IDEAS: CatalogueIdea[] = [
  {
    id: 'electric-fleet',
    category: 'mobility',
    title: both('Electrify the vehicle fleet', 'Fuhrpark elektrifizieren'),
    description: both(
      'Replace diesel and petrol cars and vans with electric ones at their next renewal.',
      'Ersetze Diesel- und Benzinfahrzeuge bei der nächsten Erneuerung durch E-Fahrzeuge.',
    ),
    investment: 'high-invest',
    cost: 'low-savings',
    effort: 'medium-effort',
    impact: 'very-positive',
    sectionIds: ['mobile-combustion'],
    estimation: {
      terms: [{ sectionId: 'mobile-combustion', basis: 'market', share: 0.5 }],
      addedGridKwhPerKgAvoided: ELECTRIC_CAR_KWH_PER_KG,
      assumption: both(
        'Half of the fleet’s fuel is replaced within the period; the charging electricity (0.18 kWh/km for 0.171 kg/km of diesel) is added back at the grid factor when it is known.',
        'Die Hälfte des Kraftstoffs wird im Zeitraum ersetzt; der Ladestrom (0,18 kWh/km statt 0,171 kg/km Diesel) wird mit dem Netzfaktor wieder addiert, wenn er bekannt ist.',
      ),
      source: 'DESNZ conversion factors 2024 (cars by size, diesel; battery electric)',
    },
  },
  {
    id: 'eco-driving',
    category: 'mobility',
    title: both('Eco-driving training', 'Spritspartraining'),
    description: both(
      'Train drivers in anticipatory driving and check tyre pressure.',
      'Schule Fahrerinnen und Fahrer im vorausschauenden Fahren und prüfe den Reifendruck.',
    ),
    investment: 'no-invest',
    cost: 'low-savings',
    effort: 'low-effort',
    impact: 'positive',
    sectionIds: ['mobile-combustion'],
    estimation: {
      terms: [{ sectionId: 'mobile-combustion', basis: 'market', share: 0.05 }],
      assumption: both(
        'Trained drivers use about 5 % less fuel over time.',
        'Geschulte Fahrer verbrauchen dauerhaft etwa 5 % weniger Kraftstoff.',
      ),
      source: 'Umweltbundesamt, Spritsparen (2022)',
    },
  },
  {
    id: 'rail-instead-of-flights',
    category: 'mobility',
    title: both('Take the train instead of short-haul flights', 'Bahn statt Kurzstreckenflug'),
    description: both(
      'Travel by rail on routes under 1,000 km.',
      'Reise auf Strecken unter 1.000 km mit der Bahn.',
    ),
    investment: 'no-invest',
    cost: 'neutral',
    effort: 'low-effort',
    impact: 'positive',
    sectionIds: ['business-travel'],
    estimation: {
      terms: [
        { sectionId: 'business-travel', basis: 'market', share: 0.45, optionIds: SHORT_FLIGHT_OPTION_IDS },
      ],
      assumption: both(
        'Counts only the domestic and short-haul flights entered: half of them are on routes under 1,000 km, where rail emits about 90 % less per passenger-km: 45 % of their emissions.',
        'Zählt nur die erfassten Inlands- und Kurzstreckenflüge: Die Hälfte davon liegt auf Strecken unter 1.000 km, wo die Bahn je Personenkilometer etwa 90 % weniger emittiert: 45 % ihrer Emissionen.',
      ),
      source: 'DESNZ conversion factors 2024 (domestic flight vs national rail)',
    },
  },
  {
    id: 'video-meetings',
    category: 'mobility',
    title: both('Meet online instead of travelling', 'Online treffen statt reisen'),
    description: both(
      'Replace internal meetings and some client visits with video calls.',
      'Ersetze interne Meetings und einen Teil der Kundentermine durch Videokonferenzen.',
    ),
    investment: 'low-invest',
    cost: 'high-savings',
    effort: 'low-effort',
    impact: 'very-positive',
    sectionIds: ['business-travel'],
    estimation: {
      terms: [{ sectionId: 'business-travel', basis: 'market', share: 0.25 }],
      assumption: both(
        'A quarter of trips are internal meetings that can happen online.',
        'Ein Viertel der Reisen sind interne Meetings, die online stattfinden können.',
      ),
      source: 'Umweltbundesamt, Videokonferenzen statt Dienstreisen (2021)',
    },
  },
  {
    id: 'commuting-incentives',
    category: 'mobility',
    title: both('Job ticket and bike leasing', 'Jobticket und Dienstrad-Leasing'),
    description: both(
      'Pay for public transport and offer bike leasing to employees.',
      'Bezahle den ÖPNV und biete deinen Beschäftigten Dienstrad-Leasing an.',
    ),
    investment: 'low-invest',
    cost: 'low-costs',
    effort: 'medium-effort',
    impact: 'positive',
    sectionIds: ['employee-commuting'],
    estimation: {
      terms: [{ sectionId: 'employee-commuting', basis: 'market', share: 0.2 }],
      assumption: both(
        'One in five car commuters switches to public transport or bike.',
        'Jede fünfte Person, die mit dem Auto pendelt, steigt auf ÖPNV oder Rad um.',
      ),
      source: 'VDV, Wirkung des Jobtickets (2023)',
    },
  },
  {
    id: 'hybrid-work',
    category: 'mobility',
    title: both('Two days of remote work a week', 'Zwei Tage mobiles Arbeiten pro Woche'),
    description: both(
      'Allow working from home on two days a week.',
      'Ermögliche an zwei Tagen pro Woche das Arbeiten von zu Hause.',
    ),
    investment: 'no-invest',
    cost: 'low-savings',
    effort: 'low-effort',
    impact: 'very-positive',
    sectionIds: ['employee-commuting'],
    estimation: {
      terms: [{ sectionId: 'employee-commuting', basis: 'market', share: 0.3 }],
      assumption: both(
        'Two of five commuting days fall away (40 %); home-office energy takes back about a quarter of that: 30 %.',
        'Zwei von fünf Pendeltagen entfallen (40 %); Energie im Homeoffice zehrt etwa ein Viertel davon auf: 30 %.',
      ),
      source: 'Öko-Institut, Homeoffice und Klimaschutz (2022)',
    },
  },
];
