import type { SeedPost } from "./types";

/** Traffic and Commuting: city traffic, challans and rules, metro and buses. */
export const TRAFFIC_AND_COMMUTING_POSTS: SeedPost[] = [
  {
    n: 1,
    author: "moderator",
    age: "60d",
    text: `Welcome to Traffic and Commuting!

City traffic, challans and road rules, and when to leave the car at home: metro, buses, trains and park-and-ride. Share what works on your daily commute, rule changes, and the shortcuts that are actually shorter.

Please do not share other people's challans, number plates or personal details. Be civil about other road users: the bus driver, the auto driver and the delivery rider are commuting too.`,
    comments: [["sneha", "Namma Metro updates coming from me regularly!"]],
    likes: ["sneha", "priya", "kavya", "aditya", "fatima"],
  },
  {
    n: 2,
    author: "ananya",
    age: "58d",
    text: `Got an e-challan SMS for "stop line violation" at a junction in Salt Lake. How do I check if it is genuine and pay it? There was a link in the SMS but I am wary of scam links.`,
    comments: [
      [
        "aditya",
        "Good instinct. Do not click links in SMS. Go to the official Parivahan e-challan site yourself, enter your vehicle number, and check it there. Pay only on the official site.",
      ],
      ["priya", "Fake challan SMS are very common now. Same advice: check on the official site or the state traffic police app."],
      ["ananya", "Found it on the official site. It was real, and I paid it there. Lesson learned about the stop line."],
    ],
    likes: ["aditya", "priya", "sneha", "karan"],
    saves: ["sneha", "fatima"],
  },
  {
    n: 3,
    author: "sneha",
    age: "56d",
    text: `Whitefield to MG Road: by car, 75 to 90 minutes at 9 am. By Namma Metro Purple Line, 40 minutes platform to platform, plus 10 minutes to the station. I park at the station and I have not driven to the office in four months.`,
    image: { scene: "metro", light: "day" },
    comments: [
      ["rohan", "The Purple Line extension to Whitefield changed everything for the east side."],
      ["priya", "Hinjewadi is waiting for exactly this."],
    ],
    likes: ["rohan", "priya", "kavya", "karan", "arjun"],
  },
  {
    n: 4,
    author: "arjun",
    age: "54d",
    text: `Western Express Highway from Bandra to Andheri at 6 pm: 55 minutes for 12 km in the car. Metro Line 1 from Andheri plus the local from Bandra takes me 30 with a walk. I drive only on Sundays now.`,
    comments: [["aditya", "Same calculation in Thane. The car is for weekends."]],
    likes: ["aditya", "karan", "sneha"],
  },
  {
    n: 5,
    author: "karan",
    age: "52d",
    text: `Gurugram commute tip: Golf Course Road to Cyber City at 9:30 am is 15 minutes on a good day and 50 on a rainy one. If it rains, the Rapid Metro and a short walk beat the car every time.`,
    likes: ["sneha", "priya"],
  },
  {
    n: 6,
    author: "fatima",
    age: "50d",
    text: `Ahmedabad BRTS has saved my commute. From Shivranjani to my office it is 25 minutes for a few rupees, in a dedicated lane, while the cars queue. I still ride my Activa to the BRTS stop and park it there.`,
    comments: [
      ["kavya", "Dedicated lanes are everything. Wish more cities kept theirs clear."],
      ["ananya", "Kolkata needs this on the EM Bypass."],
    ],
    likes: ["kavya", "ananya", "sneha", "aditya"],
  },
  {
    n: 7,
    author: "rohan",
    age: "48d",
    text: `Silk Board junction at 8:45 am: 25 minutes to cross one junction. For work visits in Electronic City I now ride to the nearest Yellow Line station and let the metro cross Silk Board for me. The bike stays for weekends.`,
    comments: [
      ["sneha", "Silk Board is a rite of passage for every Bengalurean."],
      ["kavya", "Hyderabad's Mehdipatnam junction says hello."],
    ],
    likes: ["sneha", "kavya", "priya", "arjun"],
  },
  {
    n: 8,
    author: "priya",
    age: "46d",
    text: `Hinjewadi traffic, an honest guide for new joiners in Pune:

- The Wakad bridge towards Phase 1 is a bottleneck from 8:30 to 10:30. If your office allows it, come in by 8 or after 10:30.
- Company buses often take the service roads and are faster than your own car, because the drivers know every shortcut.
- The Maan road side entry to Phase 3 is less crowded in the morning.
- Monsoon: the underpasses near Wakad flood quickly. Do not drive into water whose depth you cannot see.
- Carpool. Many IT parks have carpool-only bays near the entrance.

When the Hinjewadi metro line opens, a lot of this will change. Until then: leave early, or leave late.`,
    image: { scene: "traffic-signal", light: "day" },
    comments: [
      ["sneha", "Company buses knowing the shortcuts is so true everywhere."],
      ["arjun", "Carpool-only bays are such a good idea. Mumbai offices should copy that."],
      ["ananya", "Saving this for my cousin who just joined a company there."],
    ],
    likes: ["sneha", "arjun", "ananya", "karan", "rohan", "aditya"],
    saves: ["ananya", "karan"],
  },
  {
    n: 9,
    author: "aditya",
    age: "44d",
    text: `My monthly commuting cost, Thane to BKC:
- Scooter to Thane station: ₹250 of electricity
- Station parking: ₹600
- Local train first-class pass: about ₹1,000 per month on a quarterly pass
- Metro from Andheri side when I go to Versova: ₹400
Total around ₹2,250. Driving the same route would be fuel, tolls and parking of more than ₹10,000, and two extra hours a day.`,
    comments: [
      ["arjun", "The two extra hours is the real cost."],
      ["fatima", "Love these breakdowns!"],
    ],
    likes: ["arjun", "fatima", "karan", "kavya", "sneha"],
    saves: ["kavya"],
  },
  {
    n: 10,
    author: "kavya",
    age: "42d",
    text: `Hyderabad Metro plus my scooter: I ride to Miyapur station, park, take the Red Line towards Ameerpet and change for Hitech City. On days with rain, it is faster than riding all the way.`,
    likes: ["aditya", "sneha"],
  },
  {
    n: 11,
    author: "ananya",
    age: "40d",
    text: `Kolkata drivers: are the one-way timings on some central streets still changing between morning and evening? I nearly drove the wrong way near Park Street at 4 pm. The signs were there, I just did not expect the direction to flip.`,
    comments: [
      ["arjun", "Time-based one-ways exist in Mumbai too. Read the boards with timings carefully."],
      ["priya", "Google Maps does not always know about time-based one-ways. Trust the sign."],
    ],
    likes: ["arjun", "priya"],
  },
  {
    n: 12,
    author: "karan",
    age: "38d",
    text: `Delhi–Gurugram on NH48 in the morning: the crawl from the border to Dhaula Kuan is the slowest part now. On days with meetings in Delhi I leave the car at the park-and-ride and take the Yellow Line from Millennium City Centre.`,
    image: { scene: "metro", light: "dusk" },
    likes: ["sneha", "priya", "rohan"],
  },
  {
    n: 13,
    author: "sneha",
    age: "36d",
    text: `Namma Metro etiquette reminder: stand on the left on the escalators, let people out before you get in, and take your backpack off in crowded coaches. The morning Purple Line is full enough already.`,
    comments: [
      ["rohan", "Backpacks off! Please!"],
      ["fatima", "Same request for BRTS buses."],
    ],
    likes: ["rohan", "fatima", "kavya", "priya", "aditya"],
  },
  {
    n: 14,
    author: "fatima",
    age: "34d",
    text: `Wrong-side driving on service roads is the scariest thing on my commute. A scooter coming at you on a one-way service road has nowhere to go. Please, even for 200 metres, take the U-turn.`,
    comments: [["kavya", "Agree completely. It feels like 200 metres, it ends as an accident."]],
    likes: ["kavya", "ananya", "aditya", "rohan"],
  },
  {
    n: 15,
    author: "arjun",
    age: "32d",
    text: `Mumbai Coastal Road has made my commute from Worli to Marine Drive a joke: 10 minutes that used to take 40. The tunnels are well lit and the speed limit is enforced by cameras, so stay within it.`,
    comments: [
      ["aditya", "Speed cameras there are serious. Colleague got an e-challan in the first week."],
      ["priya", "Drove it when I visited. Felt like a different city."],
    ],
    likes: ["aditya", "priya", "karan", "sneha"],
  },
  {
    n: 16,
    author: "rohan",
    age: "30d",
    text: `Traffic signal timings: has anyone else noticed that some Bengaluru junctions now have countdown timers that change with traffic? The one near Sony World junction seemed to adapt when the queue was long.`,
    image: { scene: "traffic-signal", light: "night" },
    comments: [["sneha", "Yes! Adaptive signals. Some junctions feel better already."]],
    likes: ["sneha", "kavya"],
  },
  {
    n: 17,
    author: "priya",
    age: "28d",
    text: `Pune Metro from PCMC to Swargate is running fully now. I tried it for a weekend trip to the old city: parked near Phugewadi, took the metro to Mandai, walked. No parking struggle near Tulshibaug at all.`,
    comments: [["sneha", "Park-and-ride wins again."]],
    likes: ["sneha", "karan", "arjun", "ananya"],
  },
  {
    n: 18,
    author: "aditya",
    age: "26d",
    text: `Mumbai Metro Line 3 (Aqua Line) is underground, air-conditioned and quiet, which felt like science fiction after years of locals. From BKC to the airport side it saves me about 25 minutes on days I have client visits.`,
    comments: [
      ["arjun", "The airport connection is the big one for me."],
      ["kavya", "An underground metro across Mumbai, the dream."],
    ],
    likes: ["arjun", "kavya", "sneha", "rohan"],
  },
  {
    n: 19,
    author: "kavya",
    age: "24d",
    text: `Getting a helmet challan on camera in Hyderabad is now very likely: I saw the notice on the traffic police site. Pillion riders too. Honestly, good.`,
    comments: [["fatima", "Same in Ahmedabad. Helmets on everyone, every ride."]],
    likes: ["fatima", "aditya"],
  },
  {
    n: 20,
    author: "ananya",
    age: "22d",
    text: `Kolkata's yellow taxis and the metro: I parked the Swift for a week and took the Blue Line and taxis everywhere. Less stress, roughly the same money once I counted parking. The car is now for weekends and my grandmother's doctor visits.`,
    likes: ["priya", "sneha", "arjun"],
  },
  {
    n: 21,
    author: "karan",
    age: "19d",
    text: `How to settle old traffic challans, as I just did for two that I had forgotten:

1. Check your vehicle number on the official Parivahan e-challan portal and your state traffic police site. Some challans show on one and not the other.
2. Pay online on the official portal. Keep the receipt PDF.
3. If a challan is wrong (wrong vehicle, a place you never were), use the grievance option on the portal with evidence: a photo, a fuel receipt, anything with a time and place.
4. Lok Adalat sessions sometimes settle old challans. Watch for the official announcement from your state, not forwarded messages.
5. Pending challans can cause trouble when you sell the car or renew documents, so clear them.

And do not pay through a link in an SMS. Type the official address yourself.`,
    comments: [
      ["ananya", "Point 5 is good to know. My dad's old car had three pending ones when he tried to sell it."],
      ["aditya", "The grievance option worked for me once, for a challan for a car with a similar number."],
      ["priya", "Great guide, thank you."],
    ],
    likes: ["ananya", "aditya", "priya", "fatima", "sneha", "kavya"],
    saves: ["ananya", "aditya", "fatima", "arjun"],
  },
  {
    n: 22,
    author: "sneha",
    age: "16d",
    text: `Bengaluru buses: the BMTC Vayu Vajra buses to the airport are comfortable and frequent. Cheaper than a cab, and the bus lane helps on Outer Ring Road. I used one last week with one suitcase, no problem.`,
    likes: ["rohan", "kavya", "priya"],
  },
  {
    n: 23,
    author: "fatima",
    age: "13d",
    text: `School-run traffic near our area adds 15 minutes to everything between 7:30 and 8:15. Parents double-parking to drop children block the whole road. A few schools now have a drop-off lane with volunteers, and it really helps.`,
    image: { scene: "traffic-signal", light: "dusk" },
    comments: [
      ["ananya", "Same outside my niece's school. Volunteers with vests are the answer."],
      ["priya", "In Pune some schools run their own buses to cut this. Works well."],
    ],
    likes: ["ananya", "priya", "kavya"],
  },
  {
    n: 24,
    author: "rohan",
    age: "10d",
    text: `Rain + Outer Ring Road = 2 hours. Today's lesson: check the traffic before leaving, and if it is red, wait 45 minutes at home with a coffee instead of sitting in the car for those 45 minutes.`,
    comments: [["sneha", "The coffee option is the wise one."]],
    likes: ["sneha", "karan", "arjun"],
  },
  {
    n: 25,
    author: "priya",
    age: "7d",
    text: `Zebra crossings in Pune: stopping for pedestrians at a crossing still gets me honked at. Please stop anyway. It is the law, and it is the right thing to do.`,
    image: { scene: "traffic-signal", light: "monsoon" },
    comments: [
      ["ananya", "Same in Kolkata. I stop, the car behind honks, the pedestrian smiles. Worth it."],
      ["kavya", "Good reminder."],
    ],
    likes: ["ananya", "kavya", "sneha", "fatima", "aditya", "rohan"],
  },
  {
    n: 26,
    author: "aditya",
    age: "4d",
    text: `Thane–Borivali twin tunnel news everyone in Thane is waiting for. If it really cuts the Ghodbunder Road crawl, my commute changes completely. Anyone heard a realistic date?`,
    comments: [["arjun", "Realistic dates for Mumbai projects are a myth, but it is progressing."]],
    likes: ["arjun"],
  },
  {
    n: 27,
    author: "kavya",
    age: "2d",
    text: `Hitech City at 6 pm: the metro was full, but still faster than the road. Left the scooter at the station this morning, best decision of the day.`,
    image: { scene: "metro", light: "night" },
    likes: ["aditya", "sneha", "rohan"],
  },
  {
    n: 28,
    author: "karan",
    age: "6h",
    text: `Leaving for the office at 7:45 instead of 8:30 cuts my drive from 55 minutes to 30. An early start is the cheapest commuting upgrade there is.`,
    comments: [["priya", "Early start, early finish. Completely agree."]],
    likes: ["priya", "sneha"],
  },
  {
    n: 29,
    author: "sneha",
    age: "45d",
    text: `I tried a month of not driving to the office (Whitefield to MG Road) and kept notes.

The commute: a 10-minute walk to the Purple Line station, 35–40 minutes on the metro, a 5-minute walk at the other end. By car it was 60–90 minutes depending on the day, and over two hours when it rained.

The cost, for 21 working days:
- Metro: about ₹2,300 with a smart card.
- An auto on four evenings when it poured: about ₹600.
- Office parking: nothing, because I no longer used it.
Driving the same month used to cost me about ₹1,500 in charging and ₹3,000 in office parking.

What got better:
- I read two books on the metro.
- I arrive at the same time every day. Traffic no longer decides my mornings.
- My step count doubled without trying.

What was harder:
- Peak-hour coaches between Baiyappanahalli and MG Road are crowded. Shifting my hours by 30 minutes helped a lot.
- Carrying a laptop and lunch on foot in the rain.
- Late meetings: the trains are fine, but the walk home from the station at night needs a well-lit route.

Now I drive only on days with off-site meetings. If your office is near a metro line, try it for a month and count.`,
    comments: [
      ["priya", "This is so convincing. Wish Hinjewadi had a metro already."],
      ["rohan", "The same time every day is the real luxury in Bengaluru."],
      ["karan", "Doing the same experiment in Gurugram next month."],
    ],
    likes: ["priya", "rohan", "karan", "kavya", "aditya", "fatima"],
    saves: ["karan", "ananya", "fatima"],
  },
];
