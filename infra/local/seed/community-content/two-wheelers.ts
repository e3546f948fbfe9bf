import type { SeedPost } from "./types";

/** Two Wheelers: motorcycles, scooters, helmets, riding gear. */
export const TWO_WHEELERS_POSTS: SeedPost[] = [
  {
    n: 1,
    author: "moderator",
    age: "60d",
    text: `Welcome to Two Wheelers!

Motorcycles and scooters: riding in city traffic and monsoon rain, helmets and riding gear, maintenance, and parking your two-wheeler safely.

Ground rules: always a helmet in photos, and no stunts on public roads. Buying and selling posts are not allowed. New riders are welcome to ask anything; we were all wobbling at the first speed breaker once.`,
    comments: [["fatima", "Happy to see helmets as rule number one."]],
    likes: ["fatima", "rohan", "kavya", "imran"],
  },
  {
    n: 2,
    author: "fatima",
    age: "58d",
    text: `How to check that a helmet is genuine before you buy it:

- Look for the ISI mark with the standard number IS 4151 and a licence number (CM/L-followed by digits) on the helmet itself, not just on the box.
- Lift it: a real full-face helmet usually weighs well over a kilo. The ₹300 roadside ones often weigh half of that.
- Look inside: there should be a thick EPS foam liner, not just cloth and padding.
- Check the chin strap buckle: it should be metal or a sturdy double-D ring, and the strap stitching should be even.
- Try it on for at least two minutes. It should be snug on your cheeks and not move when you shake your head, but it should not give you a headache.

A helmet that fits badly slides off in a fall. Please do not buy one for someone else without them trying it on.`,
    image: { scene: "scooter-helmet", light: "day" },
    comments: [
      ["kavya", "The weight check is so simple and so effective. Thank you!"],
      ["imran", "From the workshop side: I see so many riders with broken chin strap buckles. Replace the helmet, not just the buckle."],
      ["aditya", "Also, replace it after any real fall, even if it looks fine."],
      ["rohan", "And visors: a scratched visor at night in the rain is dangerous. They are cheap to replace."],
    ],
    likes: ["kavya", "imran", "aditya", "rohan", "siddharth"],
    saves: ["kavya", "aditya", "siddharth"],
  },
  {
    n: 3,
    author: "rohan",
    age: "56d",
    text: `Took the Himalayan up to Nandi Hills at 5:30 am on Saturday. The climb is lovely before the cars arrive, but the hairpins were wet with dew. Slow in, slow out, no leaning heroics. Breakfast at the top, back home before 10.`,
    image: { scene: "motorcycle", light: "dusk" },
    comments: [
      ["aditya", "Dream ride. Weekday mornings are even emptier."],
      ["siddharth", "Dew on hairpins is sneaky. Good call going slow."],
    ],
    likes: ["aditya", "siddharth", "kavya"],
  },
  {
    n: 4,
    author: "imran",
    age: "54d",
    text: `From my workshop: the three things almost every scooter that comes in for a 'strange noise' needs.
1. Drive belt or roller weights worn out (CVT scooters): a rattle at low speed.
2. Brake shoes worn to the metal: a scraping sound when you brake.
3. Loose side panels: just rattling plastic, a five-minute fix.
Get the noise checked before it becomes a bill.`,
    comments: [
      ["fatima", "My Activa had number 3 for months and I was so worried. Five-minute fix, exactly."],
      ["siddharth", "How often should the CVT belt be changed?"],
      ["imran", "Usually somewhere around 20,000–25,000 km, but check it at every service after 15,000."],
    ],
    likes: ["fatima", "siddharth", "kavya", "aditya"],
    saves: ["siddharth", "fatima"],
  },
  {
    n: 5,
    author: "kavya",
    age: "52d",
    text: `Riding gear in 40°C is a real struggle in Hyderabad. I wear a mesh riding jacket with armour and it is still hot, but far better than a regular jacket. Gloves always. What do others wear in summer?`,
    comments: [
      ["rohan", "Mesh jacket, mesh gloves, and a cooling vest under it on the worst days."],
      ["fatima", "Cotton full sleeves under a mesh jacket for me. And I carry water in the scooter's boot."],
    ],
    likes: ["rohan", "fatima", "aditya"],
  },
  {
    n: 6,
    author: "aditya",
    age: "50d",
    text: `First month on an electric scooter after years on a petrol one: the silence means pedestrians do not hear you. I now ring the horn gently at blind corners in housing societies. Also, regen braking makes you lazy with the brakes. Keep two fingers on the lever anyway.`,
    comments: [
      ["kavya", "The pedestrian part is so true. Some scooters have a low-speed sound for this."],
      ["imran", "Good habit with the brakes."],
    ],
    likes: ["kavya", "imran", "fatima"],
  },
  {
    n: 7,
    author: "siddharth",
    age: "48d",
    text: `Chennai rains tip for scooter riders: after riding through waterlogged roads, ride gently for a minute and press the brakes lightly a few times to dry them. Wet drum brakes can be weak for the first few presses.`,
    likes: ["imran", "fatima", "kavya", "aditya"],
  },
  {
    n: 8,
    author: "fatima",
    age: "46d",
    text: `Women riders of Ahmedabad, is anyone up for a weekend practice session in an empty ground? A few friends want to learn to ride with confidence on busier roads. We have two experienced riders to guide and will go over braking, U-turns and riding with a pillion.`,
    comments: [
      ["kavya", "Wish I was in Ahmedabad. This is such a good idea."],
      ["fatima", "Kavya, maybe you can start one in Hyderabad!"],
    ],
    likes: ["kavya", "aditya", "rohan", "siddharth", "imran"],
  },
  {
    n: 9,
    author: "rohan",
    age: "44d",
    text: `Chain maintenance for motorcycles, the way I do it every 500–700 km (more often in the monsoon):

1. Put the bike on the centre stand or a paddock stand. Engine off, gear in neutral.
2. Clean the chain with kerosene or a chain cleaner and an old toothbrush, rotating the rear wheel by hand. Never run the engine while cleaning.
3. Wipe it dry with a rag.
4. Spray chain lube on the inside of the chain, where it meets the sprockets, while rotating slowly.
5. Let it sit for 15–20 minutes before riding, so the lube does not fling off.
6. Check the slack: about 20–30 mm of up-and-down movement in the middle of the lower run on most bikes. Your manual will say exactly.

A well-kept chain lasts tens of thousands of kilometres. A dry one in the monsoon can be ruined in a season.`,
    image: { scene: "motorcycle", light: "day" },
    comments: [
      [
        "imran",
        "Perfect instructions. I would only add: check the sprocket teeth. If they look like shark fins, change chain and sprockets together.",
      ],
      ["siddharth", "Saving this. I always forget the 15-minute wait."],
      ["aditya", "Is this relevant for scooters?"],
      ["rohan", "Most scooters have a belt or an enclosed drive, so no chain to lube. Lucky you."],
    ],
    likes: ["imran", "siddharth", "aditya", "kavya"],
    saves: ["siddharth", "aditya"],
  },
  {
    n: 10,
    author: "imran",
    age: "42d",
    text: `Tyre pressure on scooters: most riders I see are running 15–20 psi when the sticker under the seat says 22–29. Low pressure makes the steering heavy and wears the tyre edges. Check it once a fortnight at the petrol pump.`,
    comments: [["fatima", "Just checked. Mine was at 18. Oops."]],
    likes: ["fatima", "siddharth", "kavya"],
  },
  {
    n: 11,
    author: "kavya",
    age: "40d",
    text: `Rain gear that actually works on a scooter: a two-piece rain suit (not a poncho that flies up), shoe covers, and an anti-fog insert for the visor. The insert was the best ₹600 I spent this year.`,
    image: { scene: "scooter-helmet", light: "monsoon" },
    comments: [
      ["aditya", "Ponchos on a scooter are a sail. Agreed."],
      ["siddharth", "Which anti-fog insert did you get? Mine keeps peeling."],
      ["kavya", "The one that matches the helmet brand. Generic ones did not seal well for me."],
    ],
    likes: ["aditya", "siddharth", "fatima", "rohan"],
    saves: ["fatima"],
  },
  {
    n: 12,
    author: "aditya",
    age: "38d",
    text: `Two-wheeler parking at Thane station is a nightmare after 8:30. The pay-and-park lot near the east side fills first; the one past the bus depot has space till about 9. Lock your handle and take the helmet with you or use a helmet lock.`,
    comments: [["fatima", "Helmet locks are a must. Lost one at a market once."]],
    likes: ["fatima", "kavya"],
  },
  {
    n: 13,
    author: "siddharth",
    age: "36d",
    text: `My TVS Jupiter hit 40,000 km this week. Original engine, two sets of tyres, one battery, regular oil changes every 3,000 km. Simple scooters, looked after, last forever.`,
    comments: [
      ["imran", "The oil changes are the secret. Congratulations."],
      ["kavya", "40k on a scooter in Chennai traffic is impressive."],
    ],
    likes: ["imran", "kavya", "aditya", "fatima", "rohan"],
  },
  {
    n: 14,
    author: "rohan",
    age: "34d",
    text: `Riding two-up on long rides: tell your pillion to lean with the bike, not against it, and to hold the grab rail or your waist, not your shoulders. Agree on a tap signal for "stop" before you start. It makes a huge difference on ghat roads.`,
    likes: ["aditya", "siddharth", "fatima"],
  },
  {
    n: 15,
    author: "fatima",
    age: "32d",
    text: `Helmet sizes are not the same across brands. I am an M in one brand and an L in another. Measure around your head just above the eyebrows and check each brand's chart. And try it on before buying, every time.`,
    comments: [["kavya", "So true, I am between sizes and it took four shops to find the right one."]],
    likes: ["kavya", "rohan", "imran"],
  },
  {
    n: 16,
    author: "imran",
    age: "30d",
    text: `Battery tip for motorcycles and scooters that sit for weeks: disconnect the negative terminal, or ride for at least 15 minutes once a week. Most "it won't start" calls after a holiday are just a flat battery.`,
    comments: [["siddharth", "Trickle charger for the win if you have a plug in the parking."]],
    likes: ["siddharth", "aditya"],
  },
  {
    n: 17,
    author: "kavya",
    age: "28d",
    text: `Lane splitting in slow traffic: I do it only when cars are fully stopped, at walking speed, and never between a bus and a truck. Blind spots are huge on heavy vehicles. If I cannot see the driver's mirror, the driver cannot see me.`,
    comments: [
      ["rohan", "The mirror rule is exactly right."],
      ["aditya", "And never on the left of a bus at a stop. People step out."],
    ],
    likes: ["rohan", "aditya", "fatima", "siddharth", "imran"],
    saves: ["aditya"],
  },
  {
    n: 18,
    author: "aditya",
    age: "26d",
    text: `Do you wear a riding jacket for a 3 km commute? Honest answers only. I did not, until a slow-speed slide on a wet patch tore my shirt and my elbow.`,
    comments: [
      ["fatima", "Gloves and a light jacket for every ride now. Most falls happen close to home."],
      ["kavya", "Yes. Mesh jacket lives on the scooter hook by the door so I cannot forget it."],
      ["imran", "I see the results of 'just 3 km' in the workshop every week. Wear it."],
    ],
    likes: ["fatima", "kavya", "imran"],
  },
  {
    n: 19,
    author: "siddharth",
    age: "23d",
    text: `Washing a scooter without wrecking the electrics: no pressure washer on the switches, the ignition or under the seat. Cover the exhaust opening. A bucket, a sponge and a gentle hose are enough.`,
    image: { scene: "scooter-helmet", light: "dusk" },
    likes: ["imran", "fatima", "kavya"],
  },
  {
    n: 20,
    author: "rohan",
    age: "21d",
    text: `Coorg ride report: Bengaluru to Madikeri via Mysuru on the Himalayan, about 260 km one way. The expressway to Mysuru is fast but watch for two-wheeler restrictions on the main carriageway: bikes are directed to the service road on some stretches. After Hunsur the road gets beautiful. Fuel before Kushalnagar, the next pumps are further apart than you think.`,
    comments: [
      ["aditya", "Good to know about the service road. Planning the same ride in December."],
      ["siddharth", "Coorg in the monsoon on a bike, brave!"],
    ],
    likes: ["aditya", "siddharth", "kavya", "imran"],
    saves: ["aditya"],
  },
  {
    n: 21,
    author: "fatima",
    age: "18d",
    text: `Ahmedabad traffic police were checking helmets for pillion riders this week too. Good. Kids on the front of the scooter without helmets still scare me every day.`,
    likes: ["kavya", "aditya", "rohan"],
  },
  {
    n: 22,
    author: "imran",
    age: "16d",
    text: `Brake fluid on motorcycles with disc brakes: change it every two years. It absorbs water from the air, and old fluid can boil on a long downhill. It looks dark brown when it is old; new fluid is light golden.`,
    comments: [["rohan", "Doing this before the next ghat trip. Thank you, Imran bhai."]],
    likes: ["rohan", "siddharth"],
    saves: ["rohan"],
  },
  {
    n: 23,
    author: "kavya",
    age: "13d",
    text: `Reflective strips on the back of your helmet and the rear of the scooter cost almost nothing and make you visible from far away at night. Put them on your parents' scooters too.`,
    image: { scene: "scooter-helmet", light: "night" },
    comments: [["fatima", "Done for my whole family now."]],
    likes: ["fatima", "aditya", "imran", "rohan"],
  },
  {
    n: 24,
    author: "aditya",
    age: "10d",
    text: `Which is safer for a new rider in Mumbai traffic: a 110 cc scooter or a 125 cc motorcycle? My cousin wants to start riding.`,
    comments: [
      ["imran", "A scooter, for most new riders in the city: no gears to think about, and the floorboard gives some protection."],
      ["rohan", "Agree. Plus a proper training course, whichever one."],
    ],
    likes: ["imran", "rohan"],
  },
  {
    n: 25,
    author: "siddharth",
    age: "6d",
    text: `Got my scooter's headlamp aligned at the service centre. It was pointing into the eyes of oncoming traffic, and I did not even know. Ask for it at your next service, it takes two minutes.`,
    likes: ["imran", "kavya"],
  },
  {
    n: 26,
    author: "rohan",
    age: "3d",
    text: `Morning ride to Skandagiri with the riding group this Sunday: 5 bikes, everyone in full gear, one rule: no overtaking within the group on the ghat. Back by 11 for breakfast in Koramangala.`,
    image: { scene: "motorcycle", light: "monsoon" },
    comments: [
      ["kavya", "Full gear and a no-overtaking rule. This is how group rides should be."],
      ["aditya", "Photos please!"],
    ],
    likes: ["kavya", "aditya", "siddharth", "fatima"],
  },
  {
    n: 27,
    author: "fatima",
    age: "20h",
    text: `Bought my daughter her first proper helmet today: ISI mark, her size, bright yellow. She says she feels like an astronaut.`,
    comments: [["kavya", "Best kind of astronaut!"]],
    likes: ["kavya", "imran", "aditya", "rohan", "siddharth"],
  },
  {
    n: 28,
    author: "rohan",
    age: "35d",
    text: `Four monsoons on two wheels in Bengaluru, and this is my checklist now.

Before the season
- Tyres: if the tread is getting shallow, replace them now, not in August. Wet grip is all about tread.
- Brakes: pads or shoes checked, brake fluid changed if it is due.
- Chain cleaned and lubed (motorcycles), and then every two weeks while it rains.
- Lights and horn working, headlamp aimed correctly.
- A rain suit that fits over your riding jacket, boot covers, and an anti-fog insert for the visor.

While riding
- Double your following distance. Braking distances on wet roads are far longer.
- Avoid painted lines, zebra crossings and metal covers: they are slippery when wet.
- The first rain after a dry spell is the worst, because oil on the road floats up. Ride like it is ice for the first hour.
- Do not ride through water when you cannot see the road under it. Potholes and open drains hide there.
- Brake earlier and more gently, use both brakes, and never grab the front.
- Be visible: a bright jacket or a reflective vest over the rain suit.

After riding
- Dry the switches and the seat, and hang the rain suit open instead of rolling it up in the boot.
- If you rode through deep water, test the brakes with a few gentle presses before you need them.

It is not the rain that causes most falls. It is riding as if it was not raining.`,
    comments: [
      ["kavya", "'Ride like it is ice for the first hour.' Perfect."],
      ["fatima", "Sharing this in our women riders group."],
      ["imran", "Good list. I would add: check that the bike's drain holes under the seat are clear."],
    ],
    likes: ["kavya", "fatima", "imran", "aditya", "siddharth"],
    saves: ["kavya", "fatima", "aditya"],
  },
  {
    n: 29,
    author: "imran",
    age: "15h",
    text: `A squeaking clutch lever on a motorcycle usually needs only a drop of oil at the pivot and the cable ends.`,
    likes: ["rohan", "siddharth"],
  },
];
