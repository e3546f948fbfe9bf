import type { SeedPost } from "./types";

/** Road Trips: highways, tolls and FASTag, routes, stops on the way. */
export const ROAD_TRIPS_POSTS: SeedPost[] = [
  {
    n: 1,
    author: "moderator",
    age: "61d",
    text: `Welcome to Road Trips!

Highways, tolls and FASTag, routes, the stops on the way, and parking at the other end. Please share the route and the month you drove it: the Mumbai–Goa highway in May and in August are two different roads.

Toll and FASTag tips are very welcome. No speed boasting, no posting while driving, and please respect the places you stop at.`,
    comments: [["vikram", "Looking forward to swapping notes with everyone here."]],
    likes: ["vikram", "neha", "karan", "priya"],
  },
  {
    n: 2,
    author: "arjun",
    age: "59d",
    text: `Mumbai–Pune Expressway, a short clip from the passenger seat near Khalapur on a Sunday morning. Traffic was light until the ghat. Tolls are paid through FASTag at Khalapur and Talegaon; it took a few seconds each time.`,
    video: "expressway",
    comments: [
      ["priya", "Sunday morning is the only time it looks this empty!"],
      ["vikram", "Nice. What time did you leave Bandra?"],
      ["arjun", "6:15. Breakfast at the Food Mall near Lonavala by 8."],
    ],
    likes: ["priya", "vikram", "neha", "rohan", "karan"],
    saves: ["neha"],
  },
  {
    n: 3,
    author: "vikram",
    age: "57d",
    text: `FASTag lessons from 20,000 km of highway driving:

- Keep a balance of at least a few hundred rupees above the highest toll on your route. Some plazas reject tags with a low balance, and without a valid FASTag you pay double in cash.
- Fix the tag properly in the centre of the windscreen, behind the mirror. A tag stuck low or at the edge often fails to read.
- One vehicle, one FASTag: if you have an old tag from a previous bank, get it closed. Duplicates get blacklisted.
- Keep the KYC updated. A tag with incomplete KYC can be deactivated without much warning.
- Check the SMS after every plaza. Wrong deductions happen, and your bank can reverse them if you complain within the time limit.

The annual pass is worth a look if you drive a lot on national highways, but read what it covers first.`,
    image: { scene: "highway-toll", light: "day" },
    comments: [
      [
        "neha",
        "The double toll for a failed tag got me once near Kishangarh. Balance was fine, the tag had been blacklisted because of KYC.",
      ],
      ["karan", "Checking SMS after every plaza is key. I got a deduction from a plaza I never crossed; the bank reversed it."],
      ["priya", "The placement tip! My tag was on the left edge for a year."],
    ],
    likes: ["neha", "karan", "priya", "arjun", "rohan", "meera"],
    saves: ["neha", "priya", "meera", "arjun"],
  },
  {
    n: 4,
    author: "neha",
    age: "55d",
    text: `Jaipur to Udaipur via NH48: about 400 km, 6 hours with one long chai stop. Wide road, good surface, a few tolls (keep FASTag topped up). Stop at Chittorgarh if you have time: the fort deserves half a day, and there is parking near the entrance.`,
    comments: [
      ["vikram", "Chittorgarh stop is a must. The fort at sunset is unforgettable."],
      ["priya", "Adding to our December plan."],
    ],
    likes: ["vikram", "priya", "arjun"],
    saves: ["priya"],
  },
  {
    n: 5,
    author: "rohan",
    age: "53d",
    text: `Bengaluru–Mysuru Expressway on a Saturday morning: 75 minutes from Kengeri to the Mysuru end. Two toll plazas on the way, both FASTag. The service road is where the towns are; the expressway itself has very few places to stop, so use the restroom before you get on.`,
    comments: [["karan", "Expressways with no stops need a plan. Good advice."]],
    likes: ["karan", "meera", "neha"],
  },
  {
    n: 6,
    author: "karan",
    age: "51d",
    text: `Delhi to Jaipur in the EV on the new expressway: about 270 km, one 30-minute charge on the way, 5 hours door to door. The expressway stretch is smooth and quiet, and you can hear the tyres more than the car.`,
    image: { scene: "highway-toll", light: "dusk" },
    comments: [
      ["neha", "Welcome to Jaipur! Where did you park in the old city?"],
      ["karan", "At the hotel, then autos everywhere. Not driving into the walled city on a weekend."],
    ],
    likes: ["neha", "priya", "vikram"],
  },
  {
    n: 7,
    author: "meera",
    age: "49d",
    text: `Kochi to Varkala along the coast: slow, beautiful, and full of fish curry stops. Avoid the stretch past Alappuzha on weekend evenings; the traffic near the beaches is heavy. We took NH66 back: faster, less pretty.`,
    comments: [["arjun", "Fish curry stops sound like the right way to measure a road trip."]],
    likes: ["arjun", "priya", "rohan"],
  },
  {
    n: 8,
    author: "priya",
    age: "47d",
    text: `Pune to Mahabaleshwar in the monsoon: stunning, but the Pasarni ghat near Wai was foggy and slippery. Low beam, fog lamps, 30 km/h, and patience. Parking near Venna Lake filled up by 11 am on Saturday; we found space at our hotel and walked.`,
    image: { scene: "mountain-road", light: "monsoon" },
    comments: [
      ["vikram", "High beam in fog is a classic mistake. Low beam, always."],
      ["meera", "Monsoon ghats in Maharashtra look magical in photos. Glad you were careful."],
    ],
    likes: ["vikram", "meera", "karan", "neha", "arjun"],
    saves: ["meera"],
  },
  {
    n: 9,
    author: "vikram",
    age: "45d",
    text: `Delhi to Manali, October, in the Fortuner: our route and notes.

Day 1: Delhi to Mandi, about 420 km. Leave Delhi before 5 am to cross Panipat and Karnal before the trucks wake up. Breakfast at a dhaba near Murthal (yes, the parathas are worth the stop). Chandigarh bypass, then the hills from Kiratpur. The new four-lane and tunnels on the Kiratpur–Manali road have cut hours from the drive, but there are still stretches under construction.

Day 2: Mandi to Manali, about 110 km, slow along the Beas. Park at the hotel and walk in Old Manali: parking in the main town in season is hopeless.

Day 3: Atal Tunnel to Sissu and back. You need a permit for the Rohtang Pass itself, not for the tunnel. Leave early: by 10 am the queue at the tunnel's south portal is long.

Tolls: all FASTag, about ₹1,100 one way in total. Fuel: plenty of pumps up to Manali; fill up there before going beyond the tunnel.

Things I would do differently: carry chains in late October (a freak snowfall near Sissu stopped a lot of cars), and spend a night in Mandi on the way back instead of driving back in one day.`,
    image: { scene: "mountain-road", light: "day" },
    comments: [
      ["neha", "Brilliant write-up. The note about the permit for Rohtang vs the tunnel confuses so many people."],
      ["arjun", "Murthal parathas, the real reason to drive north."],
      ["karan", "Did you see any EV chargers after Mandi?"],
      ["vikram", "A couple in Manali at hotels, and one fast charger near Kullu. I would not plan an EV trip past the tunnel yet."],
      ["priya", "Saving this for next October."],
    ],
    likes: ["neha", "arjun", "karan", "priya", "rohan", "meera"],
    saves: ["neha", "arjun", "priya", "rohan", "karan"],
  },
  {
    n: 10,
    author: "neha",
    age: "43d",
    text: `Road trip snack list for Rajasthan: roasted chana, bananas, glucose biscuits, and a thermos of chai. Dhabas are everywhere, but the gap between good ones can be 80 km.`,
    likes: ["vikram", "arjun"],
  },
  {
    n: 11,
    author: "karan",
    age: "41d",
    text: `Planning an EV road trip in India: my checklist after eight long drives.

- Plan charging stops at 20–80%, not 0–100%. Fast charging slows down a lot above 80%.
- Pick stops with two options within range: a charger at a food plaza and a backup 30–40 km before or after.
- Check the charger in two apps and read the latest reviews. Someone usually reports if it is broken.
- Carry your portable charger and an extension-free plan for overnight stays: a hotel's 15 A socket can add 100+ km overnight.
- Start the day at 100% if you charged at the hotel.
- Drive at 90–100 km/h instead of 120. You save enough energy to skip a stop, and the total time is often lower.`,
    comments: [
      ["priya", "The 90–100 km/h point is true for petrol too, but with an EV you really see it."],
      ["meera", "Hotels with a 15 A socket saved our Munnar trip."],
    ],
    likes: ["priya", "meera", "vikram", "neha"],
    saves: ["priya", "meera"],
  },
  {
    n: 12,
    author: "arjun",
    age: "38d",
    text: `Mumbai to Goa via the coastal route instead of NH66: Alibag, Murud, Dapoli, Ganpatipule, Ratnagiri, then down to Goa. Slow roads, ferries on some stretches, and beaches with nobody on them. Three days instead of one, and worth every hour.`,
    comments: [
      ["rohan", "Doing this on the bike next winter."],
      ["neha", "Which ferries take cars?"],
      ["arjun", "The Dabhol–Dhopave ferry took our car. Check the timings, they change with the tide and the season."],
    ],
    likes: ["rohan", "neha", "priya", "meera", "vikram"],
    saves: ["rohan", "priya"],
  },
  {
    n: 13,
    author: "rohan",
    age: "36d",
    text: `Bengaluru to Chikmagalur, Himalayan, September: the last 40 km after Kadur are all coffee estates and mist. Potholes after the rain, so easy on the speed. Parking at the homestay only; the town centre is tight.`,
    image: { scene: "mountain-road", light: "dusk" },
    likes: ["meera", "karan", "priya"],
  },
  {
    n: 14,
    author: "priya",
    age: "34d",
    text: `The Mumbai–Pune Expressway "missing link" tunnels will change the ghat section when they open. Until then, Sunday evenings towards Mumbai near Khandala are still slow. Leave Pune by 3 pm or after 9 pm.`,
    comments: [
      ["arjun", "After 9 pm is the secret. Empty expressway, cool air."],
      ["vikram", "Same logic for NH48 into Delhi on Sunday evenings."],
    ],
    likes: ["arjun", "vikram", "karan"],
  },
  {
    n: 15,
    author: "meera",
    age: "32d",
    text: `Munnar tea estates drive: the road from Adimali is narrow with many hairpins. Honk before blind corners, let buses go first, and stop only at the marked viewpoints. Parking on the road edge for photos is how accidents happen there.`,
    likes: ["rohan", "vikram", "neha", "priya"],
  },
  {
    n: 16,
    author: "vikram",
    age: "30d",
    text: `How much toll did you pay on your longest trip? Delhi to Mumbai via the new expressway cost me more in tolls than I expected, but it saved almost four hours.`,
    comments: [
      ["neha", "Jaipur to Ahmedabad, about ₹700 one way. My spreadsheet says the tolls went up a little in April."],
      ["karan", "Worth it for the time, in my view. The expressway is also smoother on the tyres."],
    ],
    likes: ["neha", "karan"],
  },
  {
    n: 17,
    author: "karan",
    age: "28d",
    text: `Yamuna Expressway to Agra for a sunrise Taj visit: left Gurugram at 3 am, parked at the Shilpgram lot at 6, took the electric shuttle to the gate. The car park fills up with tour buses by 8. Go early.`,
    image: { scene: "highway-toll", light: "night" },
    comments: [["priya", "Sunrise at the Taj is on my list. Thanks for the parking detail."]],
    likes: ["priya", "neha", "vikram", "arjun"],
  },
  {
    n: 18,
    author: "neha",
    age: "26d",
    text: `Jaisalmer in December: the desert roads are straight and empty, and very dark at night. Do not drive after sunset outside towns; cattle and camels on the road are impossible to see until late.`,
    comments: [["vikram", "Learned this the scary way near Pokhran. Daylight driving only out there."]],
    likes: ["vikram", "karan", "meera"],
  },
  {
    n: 19,
    author: "arjun",
    age: "24d",
    text: `Atal Setu (the trans-harbour link) from Sewri to Navi Mumbai is now my favourite way to start a trip to Pune or Goa: no Sion–Panvel crawl. The toll is steep for a single trip, but it saved us 40 minutes on a Friday evening.`,
    comments: [["priya", "Tried it last month. The view of the harbour at sunset is a bonus."]],
    likes: ["priya", "vikram", "karan", "rohan"],
  },
  {
    n: 20,
    author: "rohan",
    age: "21d",
    text: `Motorcycle touring luggage: tank bag for documents and phone, saddle bags for clothes, nothing on your back on long rides. A backpack for six hours will ruin your shoulders.`,
    likes: ["karan", "meera"],
  },
  {
    n: 21,
    author: "priya",
    age: "19d",
    text: `Pune to Goa via Amboli ghat in the EV: charged at Kolhapur (30 minutes over lunch), reached Goa with 35%. The Amboli ghat descent gave us 8% back. Amboli in the monsoon is also full of waterfalls and tourists stopping on the road, so drive slowly.`,
    comments: [
      ["karan", "8% back on a descent is satisfying to watch."],
      ["meera", "Waterfalls and EVs. My kind of trip."],
    ],
    likes: ["karan", "meera", "neha", "arjun"],
    saves: ["karan"],
  },
  {
    n: 22,
    author: "vikram",
    age: "16d",
    text: `Rule for long drives that has kept me safe for 15 years: stop every two hours, even if you are not tired. Ten minutes, walk around, chai, back in the car. Drowsiness shows up before you feel it.`,
    comments: [
      ["neha", "Two hours and a chai. Perfect rule."],
      ["rohan", "On a bike I stop every hour."],
    ],
    likes: ["neha", "rohan", "priya", "arjun", "karan", "meera"],
  },
  {
    n: 23,
    author: "meera",
    age: "13d",
    text: `Kochi to Kanyakumari on NH66: the new stretches are fast, but the town sections are slow. We stopped at Kovalam for lunch and reached Kanyakumari in time for the sunset. Parking near the viewpoint costs a little and fills up, so arrive an hour early.`,
    image: { scene: "highway-toll", light: "monsoon" },
    likes: ["arjun", "priya", "neha"],
  },
  {
    n: 24,
    author: "neha",
    age: "9d",
    text: `Which do you prefer on a long drive: the highway food plaza or the local dhaba a kilometre off the road? I always pick the dhaba, unless I need clean restrooms, which is most of the time now.`,
    comments: [
      ["arjun", "Food plaza for the restroom, dhaba for the food. Two stops."],
      ["vikram", "The dhabas near Murthal have excellent restrooms now. Times change."],
    ],
    likes: ["arjun", "vikram", "karan"],
  },
  {
    n: 25,
    author: "karan",
    age: "6d",
    text: `Weekend plan: Gurugram to Rishikesh. Leaving Saturday 5 am, charging at Muzaffarnagar. Any suggestions for parking near Laxman Jhula?`,
    comments: [
      [
        "vikram",
        "Park at the paid lot on the Tapovan side and walk. The lanes near the bridge are pedestrian only, and weekends are packed.",
      ],
      ["neha", "Have a great trip!"],
    ],
    likes: ["vikram", "neha"],
  },
  {
    n: 26,
    author: "rohan",
    age: "3d",
    text: `Sakleshpur ride this weekend: the Shiradi ghat was fine in the morning, slow trucks in the afternoon. Fuel in Hassan.`,
    image: { scene: "mountain-road", light: "night" },
    likes: ["meera", "karan"],
  },
  {
    n: 27,
    author: "arjun",
    age: "1d",
    text: `Samruddhi Mahamarg from Nagpur to Mumbai last week: about 700 km of very fast, very straight road. The real risk is boredom: we stopped every 150 km at the wayside amenities. Tyre pressure checked before getting on; heat and high speed are hard on tyres.`,
    comments: [
      ["vikram", "Highway hypnosis is real on roads that straight."],
      ["priya", "Were the EV chargers at the amenities working?"],
      ["arjun", "Saw two, both in use, so I assume yes!"],
    ],
    likes: ["vikram", "priya", "karan", "neha", "meera"],
  },
  {
    n: 28,
    author: "priya",
    age: "5h",
    text: `Lonavala this weekend? The road to Tiger Point is packed from 9 am on Sundays. Go on Saturday, or go early.`,
    likes: ["arjun"],
  },
  {
    n: 29,
    author: "neha",
    age: "40d",
    text: `Our 7-day Rajasthan loop from Jaipur in December, about 1,800 km in the Seltos. Notes for anyone planning it:

Day 1, Jaipur to Jodhpur (about 340 km via Ajmer and Beawar). Good road, a few tolls. In Jodhpur, park at the hotel: the lanes of the old city near the clock tower are too narrow for an SUV. Mehrangarh has a paid car park at the top of the approach road.

Day 2, Jodhpur. We walked everywhere.

Day 3, Jodhpur to Jaisalmer (about 290 km). A straight desert road with very little traffic, and few fuel stations after Pokhran: fill up before. Jaisalmer fort is a living fort with homes inside; park at the paid lot near the gate and walk up.

Day 4, the Sam sand dunes. The road is fine; park at the camp and let the camels do the rest.

Day 5, Jaisalmer to Bikaner (about 330 km). Empty roads and long stretches without a dhaba. Carry water and snacks.

Day 6, Bikaner. Junagarh fort has parking opposite the entrance.

Day 7, Bikaner to Jaipur (about 330 km). A busier road, with trucks after Sikar.

Tolls came to around ₹2,500 for the loop with FASTag; one plaza could not read the tag and the attendant used a handheld reader. What I would change: one more night in Jaisalmer, and no driving after dark on the desert stretches, where cattle on the road are invisible until the last moment.`,
    image: { scene: "highway-toll", light: "dusk" },
    comments: [
      ["vikram", "Brilliant loop. Jaisalmer deserves that extra night."],
      ["priya", "Saving this for our December trip, thank you!"],
      ["karan", "Good to know about the fuel gap after Pokhran."],
    ],
    likes: ["vikram", "priya", "karan", "arjun", "meera", "rohan"],
    saves: ["priya", "arjun", "meera"],
  },
];
