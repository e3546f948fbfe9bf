import type { SeedPost } from "./types";

/** Electric Vehicles: EVs, charging stations, batteries, range. */
export const ELECTRIC_VEHICLES_POSTS: SeedPost[] = [
  {
    n: 1,
    author: "moderator",
    age: "60d",
    text: `Welcome to Electric Vehicles!

Cars, scooters and motorcycles on batteries, on Indian roads. Share your charging experiences (the place, the charger, the date and what it cost per kWh), real-world range in our heat and traffic, battery questions, and car parks that let you charge.

When you post a range figure, please mention the vehicle, the season, the route and whether the AC was on. "Nexon EV, May, Pune to Mumbai via the Expressway, AC on 24°C" is far more useful than "I got 250 km".

No brand wars. Compare with facts, and remember that everyone's commute is different.`,
    comments: [
      ["karan", "The range-reporting format is perfect. Can we pin it?"],
      ["moderator", "Pinned in spirit, Karan: it stays at the bottom of the feed as the first post."],
    ],
    likes: ["karan", "priya", "meera", "kavya", "aditya"],
  },
  {
    n: 2,
    author: "karan",
    age: "58d",
    text: `Charger uptime report, Gurugram to Jaipur on NH48, last weekend:

- Two DC fast chargers at a highway food plaza before the Haryana–Rajasthan border: one working, one showing an error. The working one gave about 25 kW on a 50 kW unit because two cars were sharing the power.
- A Tata Power EZ Charge point near Behror: worked first time, 30 kW, paid through the app.
- A new charger at a hotel near Shahpura: listed in two apps, physically not installed yet.

Lesson: never plan to arrive at a charger with less than 15% charge. Have a backup within the remaining range. The apps are much better than two years ago, but a listed charger is not always a working charger.`,
    image: { scene: "ev-charger", light: "day" },
    comments: [
      ["priya", "The 'listed but not installed' thing happened to me near Satara too."],
      ["meera", "What did the Tata Power stop cost you per kWh?"],
      ["karan", "About ₹21 per kWh with GST, plus a small idle fee if you stay past the session."],
      ["sneha", "Saving this for our Jaipur trip in winter."],
    ],
    likes: ["priya", "meera", "sneha", "aditya", "kavya"],
    saves: ["sneha", "priya", "meera"],
  },
  {
    n: 3,
    author: "meera",
    age: "56d",
    text: `Monsoon question for Kerala EV owners: do you charge at public DC chargers in heavy rain? The connectors are rated for it, and the chargers in Kochi have small roofs, but I still feel nervous plugging in while it pours.`,
    comments: [
      [
        "karan",
        "CCS2 connectors are designed for rain, and the charger will not start the session unless the handshake and insulation checks pass. Just keep the connector pointing down when you unplug so water does not sit in it.",
      ],
      ["kavya", "I feel the same with my scooter charger. I wipe the socket flap before plugging in, just for my own peace of mind."],
    ],
    likes: ["karan", "kavya", "aditya"],
  },
  {
    n: 4,
    author: "kavya",
    age: "54d",
    text: `Six months with the Ather 450X in Hyderabad: about 85 km per charge in real city use in Ride mode, closer to 100 in Eco. Home charging adds roughly ₹250 a month to our electricity bill. Best decision I made last year.`,
    image: { scene: "battery", light: "day" },
    comments: [
      ["aditya", "Similar numbers on my Ola S1 in Thane. Eco mode is underrated in traffic."],
      ["priya", "₹250 a month is amazing compared to petrol."],
    ],
    likes: ["aditya", "priya", "meera", "sneha"],
    saves: ["aditya"],
  },
  {
    n: 5,
    author: "priya",
    age: "52d",
    text: `Nexon EV on the Mumbai–Pune Expressway, AC on, two people, 90–100 km/h: Pune to Navi Mumbai used about 45% of the battery. The climb at the ghat section takes a lot and regenerative braking on the way down gives back a good chunk. Coming back up, it is the other way around.`,
    comments: [
      ["karan", "The ghat really shows on the consumption graph, doesn't it? Down is almost free."],
      ["sneha", "Did you charge in Mumbai or make it back?"],
      ["priya", "Topped up for 30 minutes at a mall in Navi Mumbai while we had lunch, then came back with 20% to spare."],
    ],
    likes: ["karan", "sneha", "meera"],
  },
  {
    n: 6,
    author: "aditya",
    age: "50d",
    text: `My running cost sheet for the Ola S1, Thane, six months:
- 3,900 km ridden
- Electricity at home: about ₹1,300 in total
- One tyre puncture repair: ₹150
- Software update visit: free

That is roughly 35 paise per km for energy. The petrol scooter it replaced was close to ₹2 per km. The scooter paid for its price difference in under two years of my commute.`,
    comments: [
      ["kavya", "Love that you track everything. Mine is very similar."],
      ["meera", "This is the kind of post that convinces families. Sharing with my dad."],
    ],
    likes: ["kavya", "meera", "karan", "priya", "sneha"],
    saves: ["meera", "sneha"],
  },
  {
    n: 7,
    author: "sneha",
    age: "48d",
    text: `Finally got a 7.2 kW AC wallbox installed in our apartment's basement. It took three months: an NOC from the association, a separate meter from BESCOM, and a lot of patience in the society WhatsApp group. Happy to share the letter we used if anyone needs a template.`,
    comments: [
      ["priya", "Please share! Our society in Pune keeps asking 'what if there is a fire'."],
      [
        "sneha",
        "I will write a proper post about the process. The fire question came up for us too; the installer's safety certificate settled it.",
      ],
      ["karan", "Separate meter is the way. Avoids all arguments about who pays for what."],
    ],
    likes: ["priya", "karan", "kavya", "meera", "aditya"],
    saves: ["priya"],
  },
  {
    n: 8,
    author: "karan",
    age: "46d",
    text: `Charging etiquette at public chargers, because it keeps coming up:
1. Unplug and move the car as soon as you are done. Set an alarm. The next person may be waiting with 5%.
2. Do not park in an EV bay if you are not charging.
3. If you must leave the car while it charges, leave a phone number on the dashboard.
4. On a highway, charge to 80% and go. The last 20% is slow and holds up the queue.`,
    comments: [
      ["meera", "Number 4 should be printed on every highway charger."],
      ["aditya", "And petrol cars in EV bays... that is a whole other post."],
    ],
    likes: ["meera", "aditya", "priya", "sneha", "kavya"],
  },
  {
    n: 9,
    author: "meera",
    age: "43d",
    text: `Tiago EV in Kochi city traffic: I get about 190 km per full charge with the AC on, most of it in stop-and-go traffic on MG Road and the bypass. On the highway to Thrissur at steady speeds it is closer to 170. Slower is better for EVs, which is the opposite of what most people expect.`,
    comments: [["karan", "City traffic is where EVs shine. No idling losses."]],
    likes: ["karan", "priya"],
  },
  {
    n: 10,
    author: "priya",
    age: "41d",
    text: `Is it true that charging to 100% every day damages the battery? My Nexon's manual says it is fine, but forums say stop at 80%.`,
    comments: [
      [
        "karan",
        "For daily use, 80% is kinder to most lithium-ion packs. Charge to 100% before a long trip, and preferably start driving soon after it finishes.",
      ],
      ["sneha", "I set the charge limit to 80% in the app and forget about it."],
      ["meera", "Some LFP batteries actually like an occasional 100% to recalibrate the range estimate. Depends on the chemistry."],
    ],
    likes: ["karan", "sneha", "meera", "kavya"],
    saves: ["kavya"],
  },
  {
    n: 11,
    author: "kavya",
    age: "39d",
    text: `Hyderabad Metro stations with EV charging for two-wheelers: I found two so far. Small, slow chargers, but if you park for a full workday that is enough to top up. Will keep a list.`,
    image: { scene: "ev-charger", light: "dusk" },
    likes: ["aditya", "sneha"],
  },
  {
    n: 12,
    author: "aditya",
    age: "37d",
    text: `PSA: if your electric scooter gets caught in knee-deep water during the Mumbai rains, do not switch it on. Push it home or call the service. Get the battery and motor checked even if it looks fine.`,
    comments: [
      ["kavya", "Very important. The IP rating is for rain and splashes, not for wading."],
      ["meera", "Same for cars. Flooded roads in Kochi every July."],
    ],
    likes: ["kavya", "meera", "karan", "priya"],
  },
  {
    n: 13,
    author: "sneha",
    age: "35d",
    text: `How we got an EV charger approved in our housing society in Whitefield, step by step, because a lot of you asked:

1. We wrote to the association with a one-page proposal: who pays (the EV owner), where the charger goes (next to my own slot), and who installs it (an authorised installer with a safety certificate).
2. The association asked for a load check. The installer did it for free: our building's connection had enough spare capacity for a 7.2 kW charger.
3. We applied to BESCOM for a separate meter for EV charging. This took the longest, about six weeks.
4. The installer ran the cable along the basement wall in a conduit, with its own breaker and an earth-leakage device.
5. We shared the safety certificate and the electrician's licence in the society group. That ended the "what if there is a fire" discussion.

Total cost was about ₹48,000 including the charger, cable, meter and installation. The charger came with the car, so the real extra was around ₹20,000.

Happy to answer questions.`,
    comments: [
      ["priya", "This is gold. Forwarding to our committee today."],
      ["karan", "The separate meter is such an important step. Well done for getting it through."],
      ["aditya", "Do societies in Maharashtra have a rule that they cannot refuse?"],
      [
        "sneha",
        "I believe several states have issued guidance in favour of EV owners, but check your state's current rules and your society's bye-laws.",
      ],
    ],
    likes: ["priya", "karan", "aditya", "meera", "kavya"],
    saves: ["priya", "aditya", "meera", "kavya"],
  },
  {
    n: 14,
    author: "karan",
    age: "33d",
    text: `Tried the new fast charger at a highway food court on the Delhi–Mumbai Expressway near Sohna. 60 kW unit, my car pulled about 45 kW. 20% to 80% in about 35 minutes, just enough for a chai and a samosa.`,
    comments: [["priya", "35 minutes for a samosa is the right pace for a road trip anyway."]],
    likes: ["priya", "meera"],
  },
  {
    n: 15,
    author: "meera",
    age: "31d",
    text: `Range anxiety is mostly in the first month. After that you know your car, your commute and your chargers. Mine disappeared the day I realised I was leaving home with 90% and coming back with 60% every day.`,
    likes: ["priya", "sneha", "kavya", "karan"],
  },
  {
    n: 16,
    author: "priya",
    age: "29d",
    text: `Public charging costs in Pune this month, for anyone comparing apps:
- Tata Power EZ Charge, DC: about ₹21/kWh incl. GST
- A mall's AC charger: ₹15/kWh plus parking
- An office charger (Hinjewadi): free for employees, but 3 hours maximum
Home charging is still about a third of public DC.`,
    comments: [
      ["sneha", "Bengaluru is in a similar range. Free office charging is the best perk."],
      ["karan", "NCR public DC is ₹20–24 per kWh for me."],
    ],
    likes: ["sneha", "karan", "aditya"],
    saves: ["aditya"],
  },
  {
    n: 17,
    author: "aditya",
    age: "27d",
    text: `Battery health after 12,000 km on my scooter: the app says 97%. I charge to 90% and rarely below 15%. Not scientific, but encouraging.`,
    image: { scene: "battery", light: "night" },
    comments: [["kavya", "Mine is at 96% after 14,000. Very similar."]],
    likes: ["kavya", "meera", "karan"],
  },
  {
    n: 18,
    author: "kavya",
    age: "25d",
    text: `Is anyone else's electric scooter range dropping in the winter mornings? Hyderabad is not even that cold, but my 7 am ride shows 5–8% less range than my evening ride.`,
    comments: [
      ["aditya", "Cold batteries give less. Charging just before leaving helps because the pack is warmer."],
      ["karan", "Same in cars. Delhi winter mornings cost me about 10%."],
    ],
    likes: ["aditya", "karan"],
  },
  {
    n: 19,
    author: "sneha",
    age: "23d",
    text: `Found a Tata Power EZ Charge point at a mall near Marathahalli with four AC guns, and three of them were free on a Sunday afternoon. Two hours of shopping gave the Nexon about 28% more. Parking was the usual mall rate; charging was billed separately in the app.`,
    image: { scene: "ev-charger", light: "day" },
    likes: ["priya", "karan", "meera"],
    saves: ["priya"],
  },
  {
    n: 20,
    author: "karan",
    age: "21d",
    text: `Regenerative braking tip: in city traffic, use the highest regen level and treat the accelerator as your brake. On the highway, switch to the lowest level so the car can coast. My efficiency improved by about 8% after I started switching deliberately.`,
    comments: [
      ["priya", "One-pedal driving in Pune traffic is such a relief for the right leg."],
      ["meera", "Trying this on the Thrissur run this weekend."],
    ],
    likes: ["priya", "meera", "sneha", "kavya"],
  },
  {
    n: 21,
    author: "meera",
    age: "18d",
    text: `Kochi to Munnar in the Tiago EV: we charged to 100% at home, climbed about 1,500 m, and reached with 38%. The descent the next day gave back enough that we charged only once, at a hotel with a 3.3 kW socket overnight. Ask hotels before booking; many in Munnar now have a socket for EVs.`,
    comments: [
      ["karan", "Hill climbs in a small EV, respect. Good to know about the hotels."],
      ["priya", "Adding Munnar to the list."],
    ],
    likes: ["karan", "priya", "sneha", "aditya", "kavya"],
    saves: ["priya", "sneha"],
  },
  {
    n: 22,
    author: "priya",
    age: "15d",
    text: `Tyres wear faster on an EV because of the weight and the instant torque. My Nexon needed new front tyres at 32,000 km. Rotate every 8,000–10,000 km and keep the pressure right, it also helps the range.`,
    comments: [["karan", "Pressure is the single cheapest range upgrade."]],
    likes: ["karan", "meera"],
  },
  {
    n: 23,
    author: "aditya",
    age: "12d",
    text: `Portable charger etiquette in offices: please do not run an extension cord across the parking floor to charge your scooter. People trip, and building electricians will rightly ban all charging. Ask facilities for a proper socket; ours installed three in a week once enough of us asked.`,
    comments: [
      ["kavya", "Collective requests work! We got two sockets at my office the same way."],
      ["sneha", "Good advice. A proper socket with its own breaker keeps everyone safe."],
    ],
    likes: ["kavya", "sneha", "priya"],
  },
  {
    n: 24,
    author: "karan",
    age: "8d",
    text: `Charger map update for the Delhi–Jaipur stretch: the EZ Charge point near Behror has a second gun now, and the hotel near Shahpura is finally live. Both worked for me yesterday.`,
    image: { scene: "ev-charger", light: "night" },
    comments: [["sneha", "Thank you for keeping these updates coming."]],
    likes: ["sneha", "priya", "meera"],
  },
  {
    n: 25,
    author: "kavya",
    age: "5d",
    text: `Convinced my mother to try an electric scooter for her 4 km run to the market. Two weeks in, she loves that there is no kick-start and no petrol smell. She still refuses Sport mode.`,
    comments: [
      ["aditya", "Sport mode is not needed for the market run. Your mother is wise."],
      ["meera", "This made me smile."],
    ],
    likes: ["aditya", "meera", "priya", "sneha", "karan"],
  },
  {
    n: 26,
    author: "sneha",
    age: "2d",
    text: `What is the slowest public charger you have used? I plugged into a "fast" charger yesterday that delivered 6 kW.`,
    comments: [["karan", "3 kW at a highway stop once. I had lunch, dinner and a nap."]],
    likes: ["karan"],
  },
  {
    n: 27,
    author: "meera",
    age: "7h",
    text: `Battery temperature warning on the dashboard today after a long fast-charging session in the afternoon heat. Waited fifteen minutes in the shade and it cleared. Does the cooling fan on your EV also sound like a jet after DC charging?`,
    likes: ["priya"],
  },
  {
    n: 28,
    author: "karan",
    age: "11d",
    text: `A few friends have asked me to look at second-hand EVs with them. This is the checklist I now use:

1. Battery health. Ask the seller to show the state of health in the manufacturer's app, or have the service centre print a battery report. Compare the full-charge range shown now with the figure for a new car of the same variant. Some loss after a few years is normal; a sudden big drop is not.
2. Battery warranty. Many EVs sold in India carry a battery and motor warranty of around 8 years or 1.6 lakh km, and it often passes to the next owner. Check the start date and what the transfer needs (usually the RC transfer and a visit to the dealer).
3. Charging history. A car that was DC fast-charged twice a day in a taxi fleet has lived a harder life than one charged overnight at home. Ask, and look at the odometer.
4. The charging port and cable. Look inside the port for burn marks or bent pins, and check that the portable charger comes with the car.
5. Tyres and suspension. EVs are heavy; uneven tyre wear tells you about alignment and driving style.
6. Software. Ask when it was last updated at the service centre. Some updates improve range or charging speed.
7. A test drive that ends at a DC fast charger. Plug in for ten minutes: the power the car reaches says more about the pack than any brochure.
8. Papers. Road tax and registration rules for EVs differ by state; make sure the RC and insurance match the car.

A good used EV is a bargain: low running costs and few parts to wear out. A tired one with an expired battery warranty is an expensive gamble.`,
    comments: [
      ["meera", "Point 7 is clever. I would never have thought of ending the test drive at a charger."],
      ["aditya", "Does the same apply to used electric scooters?"],
      ["karan", "Mostly, Aditya. For scooters the battery report and the warranty transfer matter even more."],
    ],
    likes: ["meera", "aditya", "priya", "sneha", "kavya"],
    saves: ["meera", "aditya", "sneha"],
  },
  {
    n: 29,
    author: "aditya",
    age: "30h",
    text: `Which app do you trust to find a working EV charger on a highway?`,
    comments: [
      ["karan", "Two apps, and read the latest check-ins before you set off."],
      ["priya", "Same. And call the place if a number is listed."],
    ],
    likes: ["karan"],
  },
];
