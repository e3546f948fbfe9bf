import type { SeedPost } from "./types";

/** Car Care: servicing, cleaning, tyres, repairs. */
export const CAR_CARE_POSTS: SeedPost[] = [
  {
    n: 1,
    author: "moderator",
    age: "59d",
    text: `Welcome to Car Care!

Servicing, cleaning, tyres and repairs: keeping a car healthy through Indian summers, monsoons and potholes. When you ask for advice, please mention the car's model and year and roughly how many kilometres it has done.

Do-it-yourself tips are welcome for cleaning, checks and simple jobs. Please do not post do-it-yourself repairs of brakes, airbags or anything high-voltage: those belong in a proper workshop. Garage reviews are fine as long as they are about facts, not insults.`,
    comments: [["imran", "As a workshop owner, thank you for the brakes and airbags rule."]],
    likes: ["imran", "siddharth", "meera", "ananya"],
  },
  {
    n: 2,
    author: "siddharth",
    age: "57d",
    text: `The two-bucket wash, for anyone who wants fewer swirl marks on their paint:

- Bucket one: car shampoo and water. Bucket two: plain water for rinsing the mitt.
- Rinse the car first to remove loose dust. In Chennai that is half the dirt.
- Wash from the roof down, one panel at a time. Rinse the mitt in the plain bucket before dipping it back in the soapy one.
- Wheels last, with a separate brush. Brake dust ruins a wash mitt.
- Dry with a large microfibre towel, blotting rather than rubbing.
- Never wash in direct midday sun: the water spots bake on.

Dish soap strips wax and dries the rubber seals. Use a proper car shampoo, even a cheap one.`,
    image: { scene: "car-wash", light: "day" },
    comments: [
      ["arjun", "Two buckets changed my life. Also, grit guards at the bottom of the buckets if you want to go further."],
      ["ananya", "I have been using dish soap for a year. Oops. Buying shampoo today."],
      ["neha", "Midday sun in Jaipur bakes water spots in about 90 seconds. Morning washes only."],
    ],
    likes: ["arjun", "ananya", "neha", "meera", "vikram"],
    saves: ["ananya", "meera", "neha"],
  },
  {
    n: 3,
    author: "imran",
    age: "55d",
    text: `Monsoon prep checklist for cars, before the first heavy rain:
1. Wiper blades: if they streak or judder, replace them. They are cheap.
2. Tyres: the wear indicators sit at 1.6 mm of tread, but you want much more than that on wet roads. Use a coin if you have no gauge.
3. Lights: all bulbs, including fog lamps and the brake light.
4. Drain holes at the bottom of the doors and near the windscreen: clear the leaves, or water gets inside.
5. Battery terminals: clean off any white powder.
6. AC: a musty smell means the cabin filter needs replacing.`,
    comments: [
      ["meera", "The drain holes near the windscreen! My Tiago had water in the footwell until I cleared them."],
      ["vikram", "Excellent list. Saving for June."],
    ],
    likes: ["meera", "vikram", "arjun", "siddharth", "neha", "ananya"],
    saves: ["vikram", "ananya", "arjun"],
  },
  {
    n: 4,
    author: "ananya",
    age: "53d",
    text: `My 2017 Swift's AC takes forever to cool in Kolkata's humid afternoons. The service centre says gas top-up. A friend says cabin filter and condenser cleaning first. Who is right?`,
    comments: [
      [
        "imran",
        "Your friend. Clean the condenser and change the cabin filter first. If it is still weak, have the gas pressure checked, and if it is low ask them to find the leak instead of just topping up.",
      ],
      ["siddharth", "Cabin filter costs a few hundred rupees and is a five-minute job on a Swift. Start there."],
      ["ananya", "Cabin filter was black. Changed it, and the AC is much better. Thank you both!"],
    ],
    likes: ["imran", "siddharth", "arjun"],
  },
  {
    n: 5,
    author: "vikram",
    age: "51d",
    text: `Fortuner at 90,000 km: the diesel engine still runs beautifully, and I credit three things: oil and filters on time, a good-quality fuel filter changed early, and never revving it hard when cold. Service bills are not small, but breakdowns on a highway in Rajasthan are worse.`,
    comments: [["neha", "'Never revving it hard when cold' is advice every car owner needs."]],
    likes: ["neha", "arjun", "imran"],
  },
  {
    n: 6,
    author: "meera",
    age: "49d",
    text: `Kochi monsoon tip: keep a couple of old newspapers and a bag of silica gel in the car. Wet umbrellas and shoes make the cabin smell in a week otherwise. I also run the AC for a few minutes with the windows slightly open before switching off to dry the evaporator.`,
    image: { scene: "car-wash", light: "monsoon" },
    comments: [
      ["siddharth", "Drying the evaporator is such a good habit. Musty AC smell usually starts there."],
      ["ananya", "Newspapers on the floor mats, yes! My grandmother's trick too."],
    ],
    likes: ["siddharth", "ananya", "neha", "imran"],
    saves: ["ananya"],
  },
  {
    n: 7,
    author: "arjun",
    age: "47d",
    text: `Ceramic coating: worth it in Mumbai? I paid for one on the Creta two years ago. Honest review: the water beading is lovely, bird droppings wipe off easily, and washing is faster. It does not stop scratches or stone chips, whatever the salesman says. And it needs a proper maintenance wash every few months.`,
    comments: [
      ["siddharth", "This is the most honest ceramic coating review I have read."],
      ["vikram", "Would you do it again?"],
      ["arjun", "For a new car I would keep the car for years, yes. For an older car, a good wax twice a year is enough."],
    ],
    likes: ["siddharth", "vikram", "neha", "meera"],
    saves: ["neha"],
  },
  {
    n: 8,
    author: "neha",
    age: "45d",
    text: `Dust in Rajasthan gets everywhere. Air filter check every 5,000 km is my rule now. Last one was so clogged that the mechanic tapped it and a cloud came out.`,
    comments: [["imran", "Dusty areas need air filter checks twice as often as the book says. Good rule."]],
    likes: ["imran", "vikram"],
  },
  {
    n: 9,
    author: "imran",
    age: "43d",
    text: `How to read a service bill without getting fooled, from someone who writes them:

- Labour and parts are listed separately. Ask for the old parts back; an honest garage will give them to you.
- "Engine decarbonising", "injector cleaning" and "AC disinfection" are often added as extras. Some are useful on an old car, most are not needed at a routine service.
- Compare the parts list with the manufacturer's service schedule for your kilometres. It is in the owner's manual.
- Genuine parts have part numbers. Ask for them.
- If a quote for brakes or suspension surprises you, ask to see the worn part before they fit the new one.

Most mechanics are honest and work hard. A customer who asks calm, specific questions gets better service everywhere.`,
    comments: [
      ["ananya", "Asking for the old parts back, I never knew I could do that."],
      ["arjun", "The extras list is so real. Every service in Mumbai comes with an 'engine flush' suggestion."],
      ["vikram", "Thank you, Imran. This should be printed at every service centre."],
      ["meera", "Saving it and sending it to my brother, who just bought his first car."],
    ],
    likes: ["ananya", "arjun", "vikram", "meera", "siddharth", "neha"],
    saves: ["ananya", "meera", "neha", "siddharth"],
  },
  {
    n: 10,
    author: "siddharth",
    age: "41d",
    text: `Tyre check in one minute: look for the small triangle on the sidewall, follow it to the tread wear indicator bar in the groove. If the tread is level with that bar, the tyre is done. Also check the four-digit date code: 2321 means week 23 of 2021. Tyres older than five or six years should be looked at even if the tread is fine.`,
    image: { scene: "tyre", light: "day" },
    comments: [
      ["ananya", "Mine says 0919. Oh."],
      ["siddharth", "Time for a proper look, Ananya. Rubber hardens with age, especially in the sun."],
    ],
    likes: ["ananya", "imran", "vikram", "arjun"],
    saves: ["ananya", "vikram"],
  },
  {
    n: 11,
    author: "ananya",
    age: "39d",
    text: `Scraped the rear bumper on a pillar in a basement (of course). Small scratch, paint gone in one spot. Touch-up pen or body shop?`,
    comments: [
      ["arjun", "Touch-up pen for a small spot. Clean it first, thin layers, let each one dry."],
      [
        "siddharth",
        "If the plastic is showing, a touch-up pen stops it getting worse. For a perfect finish, a body shop, but it is not urgent.",
      ],
    ],
    likes: ["arjun", "siddharth"],
  },
  {
    n: 12,
    author: "vikram",
    age: "37d",
    text: `Wheel alignment after a long highway trip with potholes: my Fortuner was pulling to the left after a drive back from Shimla. Alignment and balancing fixed it. If your steering wheel is not straight when the car is going straight, do not wait.`,
    comments: [["imran", "Also check the tyres for bulges after a big pothole. A bulge means the tyre must be replaced."]],
    likes: ["imran", "neha", "arjun"],
  },
  {
    n: 13,
    author: "meera",
    age: "35d",
    text: `Rats in the engine bay! Came out one morning in Kochi to a warning light and chewed wires. Fix cost ₹6,500. Now I use a rat-repellent spray in the engine bay and park away from the garbage area. Anyone tried the ultrasonic devices?`,
    comments: [
      [
        "imran",
        "Very common problem. Ultrasonic devices help some people, not all. Keeping the parking area clean and spraying regularly works best in my experience.",
      ],
      ["arjun", "Same happened in Bandra. Insurance covered it because of an add-on, check yours."],
      ["neha", "Peppermint oil on a cloth near the engine worked for my uncle, for what it is worth."],
    ],
    likes: ["imran", "arjun", "neha", "ananya"],
    saves: ["ananya"],
  },
  {
    n: 14,
    author: "arjun",
    age: "33d",
    text: `Interior detailing on a budget: a soft brush for the AC vents, a vacuum with a crevice tool, a mild interior cleaner for the plastics, and one afternoon. The car felt new again. Skip the shiny dashboard sprays: they reflect on the windscreen in the sun.`,
    image: { scene: "car-wash", light: "dusk" },
    comments: [["siddharth", "Matte interior cleaner only. The shiny ones are a glare hazard."]],
    likes: ["siddharth", "meera", "vikram"],
  },
  {
    n: 15,
    author: "neha",
    age: "31d",
    text: `Car battery in the Rajasthan summer: mine lasted just under three years. The garage said heat shortens battery life, and that is about normal here. Check the terminals and the charge before a long trip in May.`,
    comments: [["imran", "Heat is hard on batteries. Two and a half to four years is typical in hot cities."]],
    likes: ["imran", "vikram"],
  },
  {
    n: 16,
    author: "siddharth",
    age: "29d",
    text: `Paint protection film or ceramic coating? PPF actually stops stone chips and small scratches; ceramic does not. PPF costs several times more. For a car that does a lot of highway kilometres, PPF on the front bumper and bonnet only is a good middle ground.`,
    likes: ["arjun", "vikram", "neha"],
  },
  {
    n: 17,
    author: "imran",
    age: "27d",
    text: `Engine oil question I get every day: "Can I go 15,000 km on synthetic oil?" The manufacturer's interval is for normal use. City traffic, short trips, dust and heat count as severe use. In Lucknow traffic I recommend the shorter interval in the manual, whatever the oil.`,
    comments: [
      ["vikram", "Delhi traffic is definitely severe use."],
      ["ananya", "I drive 4 km to work. So severe use for me too?"],
      ["imran", "Short trips where the engine never warms up properly, yes, Ananya."],
    ],
    likes: ["vikram", "ananya", "siddharth", "meera"],
  },
  {
    n: 18,
    author: "ananya",
    age: "25d",
    text: `First service of my second-hand car at an independent garage instead of the company workshop. Bill was about 40% less, and the mechanic explained everything. Feeling good about it.`,
    comments: [
      ["imran", "Happy to hear it. Keep all the bills, they help when you sell the car."],
      ["arjun", "A good independent mechanic is worth more than gold."],
    ],
    likes: ["imran", "arjun", "siddharth", "neha", "vikram"],
  },
  {
    n: 19,
    author: "vikram",
    age: "22d",
    text: `Nitrogen in tyres: worth the ₹50? It keeps pressure a bit more stable, but the bigger win is just checking your pressure every two weeks, whatever is inside the tyre.`,
    image: { scene: "tyre", light: "dusk" },
    comments: [["siddharth", "Exactly. Pressure checks matter far more than nitrogen."]],
    likes: ["siddharth", "imran", "neha"],
  },
  {
    n: 20,
    author: "meera",
    age: "19d",
    text: `Car cover or no car cover in the monsoon? In Kochi I stopped using one: a wet cover trapped moisture against the paint for days and left marks. A cover works in dry, dusty cities, not in four months of rain.`,
    comments: [
      ["siddharth", "Agree. In the rain, a breathable cover at most, and only if it can dry."],
      ["neha", "In Jaipur the cover is essential for dust. Different cities, different rules."],
    ],
    likes: ["siddharth", "neha", "arjun"],
  },
  {
    n: 21,
    author: "arjun",
    age: "16d",
    text: `Windscreen chips: get them filled early. A small chip from a truck on the Expressway became a 20 cm crack after one hot afternoon and an AC blast. Chip repair would have cost a tenth of the new windscreen.`,
    comments: [["vikram", "Never point the AC straight at the windscreen on a hot day with a chip. Learned that too."]],
    likes: ["vikram", "neha", "imran", "meera"],
  },
  {
    n: 22,
    author: "neha",
    age: "13d",
    text: `What should I check after driving through a flooded underpass? Water came up to the bottom of the doors, the engine kept running.`,
    comments: [
      [
        "imran",
        "Check the carpets for water, dry them fully. Check the engine oil: if it looks milky, water got in and it needs a workshop. Test the brakes gently. And have the air filter checked.",
      ],
      ["meera", "And never restart a car that stalled in water. That is how engines get destroyed."],
    ],
    likes: ["imran", "meera", "siddharth"],
    saves: ["ananya", "meera"],
  },
  {
    n: 23,
    author: "siddharth",
    age: "10d",
    text: `Clay bar treatment once a year removes the rough feel on the paint from industrial fallout and tar. Do it before waxing, with plenty of lubricant. The paint feels like glass afterwards.`,
    image: { scene: "car-wash", light: "night" },
    likes: ["arjun", "neha"],
  },
  {
    n: 24,
    author: "imran",
    age: "7d",
    text: `Brake pads: when you hear a high-pitched squeal while braking, that is often the wear indicator. Do not wait for the grinding sound; by then the discs are getting damaged and the bill doubles.`,
    comments: [["ananya", "Just had this. Pads changed, bill was small. Thank you for the earlier posts, Imran."]],
    likes: ["ananya", "vikram", "siddharth", "meera"],
  },
  {
    n: 25,
    author: "vikram",
    age: "5d",
    text: `Tyre rotation every 10,000 km on my SUV has made the set last 55,000 km so far. Front tyres wear faster; rotating spreads it out.`,
    image: { scene: "tyre", light: "monsoon" },
    likes: ["imran", "siddharth", "arjun"],
  },
  {
    n: 26,
    author: "ananya",
    age: "2d",
    text: `Engine warning light came on and went off after a restart. Should I worry?`,
    comments: [
      ["imran", "Get the code read at any workshop; it takes five minutes. It could be as small as a loose fuel cap."],
      ["arjun", "Mine was the fuel cap once! Still, get it scanned."],
    ],
    likes: ["imran"],
  },
  {
    n: 27,
    author: "meera",
    age: "10h",
    text: `Wiper blades replaced before the rain returns this week. ₹700 for a pair, five minutes, and I can actually see the road in a downpour again.`,
    likes: ["siddharth", "neha", "imran"],
  },
  {
    n: 28,
    author: "imran",
    age: "20d",
    text: `Customers often ask what a periodic service on an older petrol car (around 50,000 km) should include. This is what my workshop does, and what you should see on the bill.

Every service
- Engine oil and oil filter, in the grade from the owner's manual.
- Air filter cleaned, or replaced if dirty (in dusty cities, every other service).
- Cabin (AC) filter checked or replaced.
- Brakes: pads and discs measured, rear drums cleaned and adjusted, brake fluid level checked.
- Tyres: pressure, tread, a look for cuts and bulges, rotation if due.
- Battery: terminals cleaned, and a load test if it is more than two years old.
- Lights, horn, wipers and washer fluid.
- Underneath: oil leaks, the exhaust, suspension bushes and the rubber boots of the drive shafts.

Around 40,000–60,000 km (check your manual)
- Spark plugs.
- Brake fluid replacement (every two years, whatever the kilometres).
- Coolant, if the manual says so.
- Gearbox oil on some cars.
- Drive belts inspected, and the timing belt on cars that have one, at the manufacturer's interval. A broken timing belt can wreck the engine.

What you usually do not need
- An engine flush at every service.
- Fuel additives and injector cleaning on a healthy car.

Ask for the checklist your service centre follows, and for the old parts. A good mechanic is happy to show you both.`,
    comments: [
      ["ananya", "Saving this for my Swift's next service. The timing belt part worries me now!"],
      ["imran", "Your Swift has a timing chain, Ananya, not a belt. Nothing to worry about there."],
      ["vikram", "Very clear, thank you."],
    ],
    likes: ["ananya", "vikram", "arjun", "meera", "siddharth", "neha"],
    saves: ["ananya", "arjun", "meera"],
  },
  {
    n: 29,
    author: "neha",
    age: "1d",
    text: `Best way to clean leather seats without drying them out in the Jaipur heat?`,
    comments: [
      [
        "siddharth",
        "A pH-neutral leather cleaner, a soft brush, then a conditioner. And park in the shade: the sun does more damage than anything else.",
      ],
    ],
    likes: ["siddharth"],
  },
];
