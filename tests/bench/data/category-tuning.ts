import { SEED_POSTS } from "../../../infra/local/seed/community-content";

/**
 * The tuning set for the category classifier (issue 12): what its thresholds and features were chosen
 * on. Separate from the bench's held-out posts (./category-heldout.ts), which were never used to tune.
 * The seeded posts (long, several paragraphs) plus short posts written for tuning, and off-topic posts.
 */
const SHORT_ON_TOPIC: Record<string, string[]> = {
  "parking-tips": [
    "Any decent parking near Brigade Road after 7 pm?",
    "The valet at the restaurant wanted 100 rupees extra for a covered spot.",
    "Booked parking for the airport and the barrier opened with my number plate.",
    "Please don't leave your car in the middle of the lane while you go shopping.",
    "Multi-level car park near the station is cheaper than the mall one.",
    "Where can I park for three hours near the passport office?",
  ],
  "electric-vehicles": [
    "The fast charger at the highway stop gave me 100 km in 25 minutes.",
    "Does the battery lose range if I only charge at night?",
    "Home charger installation quote came to 40,000 rupees.",
    "Punch EV or Tiago EV for a daily 50 km?",
    "Charging station app shows available but the charger is broken.",
    "My electric scooter range is down to 70 km in winter.",
  ],
  "two-wheelers": [
    "Helmet with a double visor for night rides?",
    "My Pulsar's chain makes a clicking noise.",
    "Which scooter is best for a short rider?",
    "Riding gloves that don't tear after a month?",
    "Royal Enfield Meteor for long rides, anyone?",
    "Pillion seat on the Activa is too small for two adults.",
  ],
  "car-care": [
    "Service centre wants 5,000 for a brake pad change.",
    "What tyre brand lasts longest on Indian roads?",
    "Washing the car with plain water leaves spots.",
    "Engine oil change every 10,000 or 5,000 km?",
    "AC blows warm air after 20 minutes of driving.",
    "Scratch on the bumper: polish or repaint?",
  ],
  "road-trips": [
    "FASTag not working at the toll plaza near Surat.",
    "Best route from Bengaluru to Goa for a weekend drive?",
    "Good places to stop for lunch between Pune and Nashik?",
    "Toll cost from Chennai to Madurai?",
    "Driving to Munnar from Kochi this weekend.",
    "Expressway or the old highway to Agra?",
  ],
  "traffic-and-commuting": [
    "Got a challan for a signal I didn't jump.",
    "Metro or bus from Andheri to BKC?",
    "Traffic on the ORR is terrible today.",
    "New speed limit on the flyover is 40 km/h.",
    "My commute is two hours each way. Any alternatives?",
    "Bus lane enforcement starts next month.",
  ],
};

export const TUNING_ON_TOPIC: Record<string, string[]> = Object.fromEntries(
  Object.entries(SHORT_ON_TOPIC).map(([id, short]) => [
    id,
    [...short, ...(SEED_POSTS[id as keyof typeof SEED_POSTS] ?? []).map((p) => p.text)],
  ]),
);

export const TUNING_OFF_TOPIC: string[] = [
  "Boil the potatoes, mash them with green chillies and coriander, and fry the tikkis in oil.",
  "Masala chai needs ginger, cardamom and strong tea leaves boiled with milk.",
  "Rohit Sharma hit three sixes in the powerplay. What a start.",
  "Which coaching centre is good for NEET in Kota?",
  "My daughter's birthday party theme is unicorns. Cake ideas?",
  "Sensex fell 800 points today. Time to buy?",
  "Our cat keeps scratching the sofa. Any tips?",
  "The new Rajinikanth film releases on Friday. Tickets sold out already.",
  "Best mobile under 20,000 with a good camera?",
  "Grandparents' anniversary dinner at home: what dishes should we cook?",
  "Looking for a good pediatrician in Whitefield.",
  "Monsoon skin care routine for oily skin?",
  "My WiFi keeps disconnecting every evening.",
  "Practising for the board exams with past papers.",
  "Holi colours: organic ones are gentler on the skin.",
  "Booked train tickets to Lucknow for Diwali. The Tatkal window opened at 10 am.",
  "Our inverter battery backup lasts only two hours during power cuts now.",
  "Flight from Delhi to Goa was delayed by three hours. Any lounge at T1?",
  "Planning a trip to Kashmir with family. Houseboat or hotel in Srinagar?",
  "Washing machine makes a loud noise during the spin cycle.",
  "Which gym near HSR Layout has good trainers and is not too crowded?",
  "The solar panels on our roof cut the electricity bill by half.",
  "Rented a flat in Powai. The broker wants two months of rent as his fee.",
  "Moved to a new city for work and I miss home food.",
  "Our office canteen started serving millet dosas. Surprisingly good.",
];
