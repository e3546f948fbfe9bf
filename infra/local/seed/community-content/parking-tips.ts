import type { SeedPost } from "./types";

/** Parking Tips: finding, booking and using car parks, valet, parking etiquette. */
export const PARKING_TIPS_POSTS: SeedPost[] = [
  {
    n: 1,
    author: "moderator",
    age: "60d",
    text: `Welcome to Parking Tips!

This is the place to talk about finding, booking and using car parks in Indian cities: which car parks are worth it, how valet works (and when it does not), parking apps, pay-and-park rates, and the etiquette of tight spaces.

A few things that make a post useful:
- Name the place and the city (for example "Palika Parking, Connaught Place" or "Linking Road pay-and-park, Bandra").
- Say when you parked: a mall car park at 11 am on a Tuesday is a different world from 7 pm on a Saturday.
- Mention the rate you paid and whether the car park was covered.

Please do not post photos of other people's number plates or faces. Be kind to new drivers: every one of us once took five attempts to get into a bay.`,
    comments: [
      ["priya", "Thanks for setting this up! Hinjewadi parking stories incoming."],
      ["ananya", "Very happy this exists. I am the new driver who takes five attempts."],
    ],
    likes: ["priya", "arjun", "ananya", "vikram", "sneha", "neha"],
  },
  {
    n: 2,
    author: "vikram",
    age: "58d",
    text: `Palika Parking at Connaught Place is still the least stressful way to park in CP. Enter from the Palika Bazaar side, go down one level more than you think you need, and the bays are wider. Paid about ₹40 for three hours on a weekday. The lifts to the surface are slow, so use the stairs near the Janpath exit.`,
    image: { scene: "parking-sign", light: "day" },
    comments: [
      ["neha", "Good to know about the lower level. Last time I circled the first level for ten minutes."],
      ["arjun", "Do they take FASTag or UPI at the exit now?"],
      ["vikram", "UPI at the booth. There was a FASTag lane on one exit when I went, but it was closed."],
    ],
    likes: ["neha", "arjun", "ananya", "priya"],
    saves: ["neha", "ananya"],
  },
  {
    n: 3,
    author: "ananya",
    age: "56d",
    text: `New driver question: how do you judge the distance to the car behind when parallel parking? My Swift has no reverse camera, only sensors, and they start beeping continuously while there is still a lot of room. I end up leaving half a metre and sticking out into the lane.`,
    comments: [
      [
        "siddharth",
        "Sensors go to a continuous tone at about 30 cm on most cars. Once it is continuous, move a hand's width more, slowly, then stop.",
      ],
      [
        "fatima",
        "Find an empty lane on a Sunday morning and put a cardboard box behind the car. Practise until you know where 'continuous' really is.",
      ],
      ["vikram", "Also tilt the left mirror down while reversing. You will see the kerb and the bay line instead of the sky."],
      ["ananya", "The box trick is brilliant. Trying it this weekend."],
    ],
    likes: ["siddharth", "fatima", "vikram", "sneha"],
    saves: ["sneha"],
  },
  {
    n: 4,
    author: "arjun",
    age: "54d",
    text: `Valet checklist I follow every single time, after one bad experience at a restaurant in Bandra:

1. Take a photo of the dashboard before handing over the key: odometer and fuel level in one shot.
2. Take a quick walk-around video of the car. Ten seconds is enough.
3. Remove the FASTag wallet card, sunglasses, and anything in the door pockets.
4. Keep the valet ticket somewhere you will not lose it, and photograph it too.
5. If the car comes back with a new scratch, raise it right there, calmly, with the video. After you drive away it is your word against theirs.

Most valets are careful and honest. This is for the one in twenty that is not.`,
    comments: [
      ["neha", "Point 3 is underrated. I once lost a pair of sunglasses that were in the door pocket."],
      ["priya", "I also switch on the dashcam's parking mode before handing over. It has saved me once."],
      ["vikram", "Add: do not leave the house key on the same ring as the car key."],
      ["arjun", "Yes, Vikram, very good one. Separate rings since last year."],
    ],
    likes: ["neha", "priya", "vikram", "rohan", "sneha", "fatima", "ananya"],
    saves: ["ananya", "neha", "sneha", "priya"],
  },
  {
    n: 5,
    author: "priya",
    age: "52d",
    text: `Hinjewadi Phase 1 parking in the morning is a race. Most IT parks fill their visitor bays by 9:30. If you are visiting, book a slot the day before or park at the pay-and-park near the Shivaji Chowk side and walk ten minutes.`,
    comments: [["sneha", "Same story in Whitefield. Booking the day before is the only way."]],
    likes: ["sneha", "arjun", "rohan"],
  },
  {
    n: 6,
    author: "rohan",
    age: "50d",
    text: `Koramangala weekend parking, a short guide from someone who lives here:

- The mall basement near Hosur Road is the easiest bet on weekends, but the exit queue after 9 pm can take 20 minutes. Pay at the machine before you walk back to the car.
- The 80 Feet Road side streets look empty at 11 am and are full by 1 pm. Do not park across gates: residents do call the towing van, and the fine plus towing charge is far more than any car park.
- 5th Block has a couple of small paid lots behind the restaurants. Cheaper than the mall, but they close by 11 pm, so check the board.
- If you are going to a restaurant on a Saturday night, just take an auto from wherever you can park easily. Honestly.`,
    comments: [
      ["sneha", "The towing van in 5th Block is very real. My colleague paid for it last month."],
      ["priya", "Saving this for my next Bengaluru trip."],
    ],
    likes: ["sneha", "priya", "arjun", "siddharth"],
    saves: ["priya"],
  },
  {
    n: 7,
    author: "fatima",
    age: "47d",
    text: `Request to everyone who drives into a building's parking: please do not park in the two-wheeler area "just for five minutes". In our building in Navrangpura, one car in the scooter area blocks about eight scooters, and at 6 pm that is eight angry people.`,
    comments: [
      [
        "ananya",
        "Completely fair. I will admit I did not even know which area was for two-wheelers in my office at first; the markings had faded.",
      ],
      ["fatima", "That is a good point, Ananya. We asked our society to repaint the lines, it helped a lot."],
    ],
    likes: ["ananya", "rohan", "siddharth", "neha", "priya"],
  },
  {
    n: 8,
    author: "siddharth",
    age: "45d",
    text: `T. Nagar on a festival weekend: do not even try to park near Ranganathan Street. The multi-level car park in T. Nagar had space at 10 am, and it is a short walk. After noon, every lane is full.`,
    image: { scene: "parking-lot", light: "day" },
    comments: [["neha", "Same with Johari Bazaar in Jaipur before Diwali. Park outside the walled city and walk in."]],
    likes: ["neha", "fatima", "ananya"],
    saves: ["ananya"],
  },
  {
    n: 9,
    author: "neha",
    age: "43d",
    text: `Parking at the forts around Jaipur: Amer has a large paid lot at the base, and the ride up is better by the official jeep than in your own car. Nahargarh has a small lot at the top that fills up by sunset on weekends, so go early if you want the view and a space.`,
    comments: [
      ["vikram", "Nahargarh at sunset on a Sunday is chaos. Went on a Wednesday and it was lovely."],
      ["arjun", "Adding Amer to the list for the winter trip."],
    ],
    likes: ["vikram", "arjun", "priya"],
    saves: ["arjun", "vikram"],
  },
  {
    n: 10,
    author: "sneha",
    age: "41d",
    text: `Office parking tip that saved me about ₹2,000 a month: our tech park charges a monthly pass, but the Namma Metro station two stops away has a park-and-ride lot with a much cheaper monthly rate. I park there and take the metro for the last stretch. Same total time, less stress.`,
    comments: [
      ["priya", "Wish Hinjewadi had a metro already. The line is coming, slowly."],
      ["rohan", "Which station? The one at Baiyappanahalli fills up early."],
      ["sneha", "Not Baiyappanahalli, a smaller one further out. It has space until about 9:15."],
    ],
    likes: ["priya", "rohan", "fatima"],
  },
  {
    n: 11,
    author: "arjun",
    age: "39d",
    text: `Linking Road, Bandra, on a Saturday: the BMC pay-and-park lane fills up by noon, and the attendants will squeeze you in with a centimetre to spare. Fold your mirrors yourself before they ask. And do not leave the handbrake on if they ask you to leave it in neutral: in those lanes they push cars to make room.`,
    comments: [
      ["vikram", "Leaving the car in neutral with a stranger is a very Mumbai thing. In Delhi they would just block you in."],
      ["priya", "Good tip about folding the mirrors."],
    ],
    likes: ["vikram", "priya", "neha"],
  },
  {
    n: 12,
    author: "ananya",
    age: "37d",
    text: `Small victory: parked in a basement car park on Park Street for the first time without scraping anything. Wide turns, slow speed, and I let the car behind me wait. Thank you to everyone here for the tips.`,
    comments: [
      ["fatima", "Well done! Letting the car behind you wait is the real skill."],
      ["arjun", "Basements are the final boss. Congratulations."],
      ["sneha", "🎉"],
      ["siddharth", "Next level: reversing into the bay so leaving is easy."],
    ],
    likes: ["fatima", "arjun", "sneha", "siddharth", "vikram", "neha", "priya", "rohan"],
  },
  {
    n: 13,
    author: "vikram",
    age: "35d",
    text: `Airport parking in Delhi: for a two-day trip, the multi-level car park at Terminal 3 worked out cheaper than a cab both ways for us (two people, luggage, early flight). Check the daily cap before you go; beyond three or four days the cab wins.`,
    image: { scene: "parking-sign", light: "night" },
    comments: [["neha", "The early-morning cab surge is what makes parking worth it."]],
    likes: ["neha", "arjun"],
    saves: ["arjun", "priya"],
  },
  {
    n: 14,
    author: "neha",
    age: "33d",
    text: `Does anyone else reverse into parking bays? I started doing it at malls because leaving at night, with people walking behind the car, felt risky. Now I reverse in everywhere and drive out forwards.`,
    comments: [
      ["siddharth", "Always. Reversing in is done when you have time and the lane is quiet."],
      ["ananya", "I can only do it in empty car parks so far, but I am practising."],
      ["rohan", "Some basements ask you to park nose-in because of exhaust on the walls, though. Check the signs."],
    ],
    likes: ["siddharth", "ananya", "rohan", "vikram"],
  },
  {
    n: 15,
    author: "priya",
    age: "31d",
    text: `Booking parking in advance: I have been using the app for office visits in Pune and Mumbai for two months now. What I learned:

- Book with fifteen minutes either side. Traffic in Pune is not predictable, and overstaying costs more than the buffer.
- Read the car park's notes about height limits. One basement near Baner had a 2.0 m limit, fine for my Nexon, not for a friend's SUV with a roof box.
- Screenshot the booking code. Basements often have no signal, and the attendant will want to see it.
- Check whether the car park is covered. In April, an open lot in Pune means a 50°C steering wheel at 4 pm.

The best part is driving in without circling the block three times.`,
    comments: [
      ["arjun", "The screenshot tip is so true. No signal in half the basements in Lower Parel."],
      ["sneha", "Height limits! Learned that the hard way with a bike rack."],
    ],
    likes: ["arjun", "sneha", "rohan", "ananya", "neha"],
    saves: ["ananya", "neha", "rohan"],
  },
  {
    n: 16,
    author: "fatima",
    age: "29d",
    text: `Ahmedabad's riverfront parking lots are cheap and mostly empty on weekday evenings. If you are meeting someone near Ellisbridge or Law Garden, parking at the riverfront and walking up is faster than finding a spot on CG Road.`,
    comments: [["neha", "Great tip, visiting Ahmedabad next month."]],
    likes: ["neha", "siddharth"],
  },
  {
    n: 17,
    author: "siddharth",
    age: "27d",
    text: `Parking etiquette in housing societies, a short list that would end most WhatsApp group fights:
- One car, one slot. A second car goes to visitor parking only if the society allows it.
- Do not park behind someone's car, even with a note and your number.
- Covers on cars in open slots: tie them down. A flying car cover in the monsoon wind hits other cars.
- If you wash your car in the parking area, do it where the water drains away from other slots.`,
    comments: [
      ["ananya", "The car cover one! Ours flew into the neighbour's bonnet in July."],
      ["arjun", "Please also add: do not honk inside the basement at 11 pm."],
    ],
    likes: ["ananya", "arjun", "fatima", "vikram", "sneha"],
    saves: ["fatima"],
  },
  {
    n: 18,
    author: "rohan",
    age: "24d",
    text: `Indiranagar 100 Feet Road: most restaurants now offer valet, and the valets park in side streets where they are not supposed to. Ask where they are taking the car. Two weeks ago a friend's car was towed from a residential street, and the restaurant refused to pay the fine.`,
    comments: [
      ["arjun", "This is exactly why I ask for the valet's slip to mention the parking location."],
      ["sneha", "Ouch. Did they at least help with getting the car back from the tow yard?"],
      ["rohan", "They sent someone along, but the fine was on my friend."],
    ],
    likes: ["arjun", "sneha", "priya", "vikram"],
  },
  {
    n: 19,
    author: "sneha",
    age: "22d",
    text: `Quick one: the car park at the Whitefield mall now shows free spaces per level on a board at the entrance. Level B3 was empty while everyone queued for B1. Read the board!`,
    image: { scene: "parking-lot", light: "night" },
    likes: ["priya", "rohan", "ananya"],
  },
  {
    n: 20,
    author: "arjun",
    age: "20d",
    text: `Hospital parking is where we need the most patience. At the big hospitals in Mumbai, the drop-off lane is for drop-off only. Drop the patient, then go and park, even if it means walking back five minutes. A car left in the drop-off lane can block an ambulance.`,
    comments: [
      ["neha", "Thank you for posting this. It should not need saying, but it does."],
      ["siddharth", "Some hospitals in Chennai have volunteers who help with wheelchairs from the drop-off. Worth asking."],
    ],
    likes: ["neha", "siddharth", "fatima", "ananya", "vikram", "priya"],
  },
  {
    n: 21,
    author: "vikram",
    age: "18d",
    text: `Karol Bagh market parking: the multi-level car park is the only sane option. The lanes around Ajmal Khan Road are packed by noon, and the towing cranes are active. Park in the MLCP, walk two minutes, and enjoy the shopping instead of worrying about the car.`,
    comments: [["neha", "Agree. The MLCP saved our Diwali shopping trip."]],
    likes: ["neha", "arjun"],
  },
  {
    n: 22,
    author: "priya",
    age: "15d",
    text: `Shaded parking matters more than I expected with an EV. In an open lot in Pune in May, the cabin got so hot that pre-cooling took a noticeable bite out of the battery before the drive home. Now I pay ₹20 extra for the covered level.`,
    image: { scene: "parking-sign", light: "dusk" },
    comments: [
      ["sneha", "Same. Covered parking is worth it for any car in summer, not just EVs."],
      ["arjun", "And the dashboard stops cracking."],
    ],
    likes: ["sneha", "arjun", "neha", "rohan"],
  },
  {
    n: 23,
    author: "neha",
    age: "12d",
    text: `How do you all deal with people who block your car in a paid lot and leave the handbrake on? Happened to me at a lot near MI Road. The attendant had no key and we waited 40 minutes.`,
    comments: [
      ["vikram", "Ask the attendant to note the number and call the lot owner; many lots keep the phone number of regulars."],
      ["arjun", "In Mumbai the attendants would never allow it, they keep the keys. Maybe pick lots where you hand over the key?"],
      ["fatima", "That is so frustrating. Forty minutes!"],
    ],
    likes: ["vikram", "arjun", "fatima"],
  },
  {
    n: 24,
    author: "ananya",
    age: "9d",
    text: `Is it normal for a car park to refuse to return the car without the paper ticket? I lost mine at a mall in Salt Lake and they asked for the RC and ID and charged a lost-ticket fee of ₹200.`,
    comments: [
      [
        "siddharth",
        "Yes, sadly that is standard. The RC check is actually for your protection: it stops anyone with a found ticket taking the car.",
      ],
      ["arjun", "Photograph the ticket as soon as you get it. Some lots accept the photo."],
    ],
    likes: ["siddharth", "arjun", "sneha"],
  },
  {
    n: 25,
    author: "rohan",
    age: "6d",
    text: `Parked at the new multi-level car park in Koramangala this week. Clean, well-lit, CCTV on every level, and the ramps are not as steep as the old basements. Took a photo of the entrance sign so you know what to look for.`,
    image: { scene: "parking-sign", light: "monsoon" },
    comments: [
      ["sneha", "Is it open at night?"],
      ["rohan", "Till midnight, as per the board."],
    ],
    likes: ["sneha", "priya", "ananya", "siddharth"],
    saves: ["sneha"],
  },
  {
    n: 26,
    author: "fatima",
    age: "4d",
    text: `Tip for new drivers: before you enter any basement, switch on the headlights and lower your speed to walking pace. People walk to their cars from behind pillars, and your eyes need a few seconds to adjust from daylight.`,
    comments: [["ananya", "Noted, thank you!"]],
    likes: ["ananya", "neha", "vikram", "siddharth", "priya"],
  },
  {
    n: 27,
    author: "sneha",
    age: "2d",
    text: `Anyone know if the Bengaluru airport car park allows overnight parking for a week? Flying out on Friday and wondering whether to park or take the airport bus.`,
    comments: [
      ["rohan", "It does, but a week adds up. The Vayu Vajra bus from near your place is probably cheaper."],
      ["priya", "I parked there for four days in March; it was fine, just check the long-stay area."],
    ],
    likes: ["rohan"],
  },
  {
    n: 28,
    author: "siddharth",
    age: "14h",
    text: `Leave a little space in front when you park in a row. The car ahead may need to reverse out, and a metre saves everyone a ten-point turn.`,
    likes: ["ananya", "fatima"],
  },
  {
    n: 29,
    author: "siddharth",
    age: "26d",
    text: `Parallel parking, the method that finally worked for me (and for three friends I have taught since):

1. Pick a gap at least one and a half car lengths long. Indicate early so the car behind knows you are stopping.
2. Pull up alongside the car in front of the gap, half a metre to a metre away, with your rear bumper level with theirs.
3. Reverse slowly with the wheel straight until your rear wheel is level with their rear bumper. In most hatchbacks, that is when their bumper disappears from the bottom of your rear side window.
4. Turn the wheel fully towards the kerb and keep reversing slowly. Watch the left mirror: when the kerb appears in its bottom corner, or the car is at about 45 degrees, stop.
5. Straighten the wheel and reverse straight back until your front bumper clears the rear of the car in front.
6. Turn the wheel fully away from the kerb and reverse slowly; the front swings in. Stop when the car is parallel.
7. Straighten the wheel, move forward a little to centre the car in the gap, and leave space front and back.

Things that help on Indian streets:
- Clutch control, not the accelerator. In a manual, creep at the biting point; in an automatic, let the brake set your speed.
- Look over your shoulder as well as at the mirrors: two-wheelers love to squeeze through the gap while you reverse.
- If a step goes wrong, pull out and start again. There is no shame in a second attempt; there is in a scraped alloy wheel.
- Do not let honking rush you. The car behind can wait ten seconds.

Practise in an empty lot with two cardboard boxes as the parked cars. After ten tries, you stop thinking about the steps.`,
    comments: [
      ["ananya", "Printing this for my dashboard. The bumper trick in step 3 is exactly what I was missing."],
      ["fatima", "The two-wheelers squeezing through while you reverse, so true."],
      ["neha", "Step 7 is the one most people forget. Leave space for the others!"],
    ],
    likes: ["ananya", "fatima", "neha", "priya", "rohan", "sneha", "arjun"],
    saves: ["ananya", "neha", "sneha", "fatima"],
  },
];
