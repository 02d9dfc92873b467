import type { BlogPostSeed } from "./seed-types.js";

/**
 * Ofie's own articles. Figures quoted are attributed to their public source; nothing here
 * reports an event that did not happen. Source links point only at Ofie's own news site.
 */
export const blogPosts: BlogPostSeed[] = [
  {
    title: "What a Plot Costs Around Accra: From Cantonments to Dodowa",
    slug: "what-a-plot-costs-around-accra",
    excerpt:
      "The same 70 by 100 ft plot can cost a hundred times more in Cantonments than in Dodowa. Here is why location, not size, sets the price of land in Greater Accra.",
    content: `Land prices in Greater Accra follow one rule above all: distance from the city's jobs, schools and malls. meQasa, Ghana's largest property portal, reported average plot prices in 2017–2018 of about GH₵1.08 million in Cantonments and GH₵1 million in East Legon, against roughly GH₵708,000 on the Spintex Road, GH₵125,000 in Kasoa and only GH₵12,000 in Dodowa.

Prices have risen with inflation since then, but the ladder has kept its shape. Areas with tarred roads, mains water and a short drive to Airport City stay at the top; areas where buyers must sink their own borehole and wait for electricity poles sit at the bottom.

For a first-time buyer the cheaper ring around the city — Oyarifa, Pokuase, Dodowa, Kasoa — is where a plot is still within reach. The trade-off is the commute, and the extra care needed with documents in places where family land is still being allocated.`,
    category: "Market Trends",
    sourceUrl: "https://news.ofie.com.gh/market/plot-prices-greater-accra",
    views: 4820,
    publishedDaysAgo: 3,
  },
  {
    title: "Rents in Accra: What One, Two and Three Bedrooms Cost",
    slug: "rents-in-accra-by-bedroom",
    excerpt:
      "A three-bedroom rent in Accra averaged more than five times a one-bedroom in meQasa's figures. We look at what drives the gap and where renters find value.",
    content: `meQasa's figures for 2017–2018 put the average monthly rent in Greater Accra at about GH₵1,266 for one bedroom, GH₵2,710 for two and GH₵6,900 for three. The jump from two to three bedrooms is steep because three-bedroom homes cluster in the gated, serviced neighbourhoods that expatriate and corporate tenants prefer.

Furnishing, a generator and round-the-clock security add more to a rent than an extra room does. A furnished two-bedroom in East Legon or Airport Residential can cost more than an unfurnished three-bedroom in Dansoman or Adenta.

Renters on a budget do best a little further out, along the Spintex Road, in Madina and Haatso, or in Tema's older communities, where chamber-and-hall and self-contained flats are common and landlords are more willing to talk about the advance.`,
    category: "Market Trends",
    sourceUrl: null,
    views: 3975,
    publishedDaysAgo: 12,
  },
  {
    title: "Kumasi's Quiet Boom: Ahodwo, Nhyiaeso and the KNUST Belt",
    slug: "kumasi-ahodwo-nhyiaeso-knust-belt",
    excerpt:
      "Family homes in Ahodwo and student housing around KNUST are two very different markets in one city. Here is how each behaves.",
    content: `Kumasi has two property markets that rarely meet. In Ahodwo, Nhyiaeso and Danyame, buyers are families and returning residents looking for walled homes with space for a garden and a boys' quarters. Demand is steady and sellers are patient.

Around KNUST — Ayeduase, Kotei, Bomso, Ayigya and Kentinkrono — the buyers are investors. Houses are bought to be turned into hostels, and a plot close to the campus gate is valued by how many beds it can hold.

Both markets reward buyers who take their time with documents: much of the land around Kumasi is stool land, so an allocation note from the chief and a search at the Lands Commission should come before any payment.`,
    category: "Market Trends",
    sourceUrl: "https://news.ofie.com.gh/market/kumasi-neighbourhoods",
    views: 1810,
    publishedDaysAgo: 58,
  },
  {
    title: "Buying Land in Ghana: Seven Checks Before You Pay",
    slug: "buying-land-in-ghana-seven-checks",
    excerpt:
      "Land sold twice, forged site plans and fake owners are the most common property scams in Ghana. These seven checks protect your money.",
    content: `Buying land is the biggest purchase many Ghanaians ever make, and it is also where most fraud happens. The same plot can be sold to two buyers, and forged indentures and site plans are not rare.

Start with an official search at the Lands Commission using the site plan: it tells you who holds the registered interest and whether there is a caution or dispute on the land. Visit the plot with a licensed surveyor to confirm that the pillars match the plan, and ask the neighbours who they know as the owner.

Meet the family head or the chief's representative in person when the land is family or stool land. Never pay in full in cash; pay by bank transfer in stages tied to documents, and have a lawyer prepare the deed of assignment. Finally, register the transaction yourself as soon as it is signed.`,
    category: "Buying Guide",
    sourceUrl: null,
    views: 4410,
    publishedDaysAgo: 25,
  },
  {
    title: "First Home in Accra: A Step-by-Step Guide for Buyers",
    slug: "first-home-in-accra-step-by-step",
    excerpt:
      "From setting a budget to collecting the keys, the steps every first-time buyer in Accra goes through, and the costs people forget.",
    content: `Begin with the budget, not the house. Banks in Ghana usually want a deposit of a fifth or more of the price, and the monthly repayment should leave room for the costs of owning a home: generator fuel, water storage and security.

Shortlist neighbourhoods by your daily journey. A cheaper house in Kasoa or Oyarifa can cost more in time than a smaller flat in Tesano or Dzorwulu.

When you find the house, ask for the title documents, a building permit and the utility bills, then instruct a lawyer and a valuer. Budget separately for stamp duty, registration and legal fees — first-time buyers often forget them.`,
    category: "Buying Guide",
    sourceUrl: "https://news.ofie.com.gh/guides/first-home-accra",
    views: 3160,
    publishedDaysAgo: 40,
  },
  {
    title: "Choosing a Student Hostel Near Campus",
    slug: "choosing-a-student-hostel-near-campus",
    excerpt:
      "Four-in-a-room or a self-contained single? How to compare hostels near UG, KNUST, UCC and Korle Bu on more than price.",
    content: `Hostel rooms are let per semester or per academic year, as single rooms or with two, three or four students sharing. A four-in-a-room is the cheapest way to live near campus; a self-contained single with its own bath and kitchenette costs several times more.

Look beyond the price per semester. Ask whether water and electricity are included, whether the generator covers the study rooms, and how far the walk to lectures really is at night.

Visit before paying, and pay the hostel's official account or mobile money number rather than a middleman. The hostel finder on Ofie lets you filter by campus, location and price band so you can compare like with like.`,
    category: "Buying Guide",
    sourceUrl: null,
    views: 2675,
    publishedDaysAgo: 90,
  },
  {
    title: "Building a Student Hostel as an Investment",
    slug: "building-a-student-hostel-as-an-investment",
    excerpt:
      "Demand for beds near Ghana's big campuses outstrips supply. What to weigh before you build near UG, KNUST or UCC.",
    content: `Every year more students are admitted to Ghana's public universities than the campuses can house, and private hostels fill the gap. A plot within walking distance of a campus gate can therefore earn more as a hostel than as a family home.

The income is seasonal: rooms are paid for per semester, and vacancies between academic years are normal. Build for the students you expect — four-in-a-room blocks fill quickly near KNUST and UCC, while postgraduate and medical students at Legon and Korle Bu will pay for quiet singles.

Budget for a generator, water storage and security from the start; these decide a hostel's reputation more than its paint.`,
    category: "Investment",
    sourceUrl: "https://news.ofie.com.gh/investment/student-hostels",
    views: 2290,
    publishedDaysAgo: 75,
  },
  {
    title: "Renting Out Property in Ghana: Yield, Advance and Risk",
    slug: "renting-out-property-yield-advance-risk",
    excerpt:
      "Rent advance makes Ghanaian landlords look cash-rich, but the law, inflation and the cedi all shape the real return.",
    content: `Many landlords in Ghana ask for one or two years of rent in advance, sometimes three. That money arrives up front, but it is spent long before the tenancy ends, and the rent is fixed while prices rise.

Inflation and a moving cedi matter too. Many high-end landlords quote in US dollars for that reason, while most of the market is still let in cedis.

A sound plan looks at the yield after repairs, vacancy and agent commission — commonly 10% of the first year's rent for a letting — rather than at the size of the advance.`,
    category: "Investment",
    sourceUrl: null,
    views: 1540,
    publishedDaysAgo: 130,
  },
  {
    title: "The Rent Act and Rent Advance: What Tenants Should Know",
    slug: "rent-act-and-rent-advance",
    excerpt:
      "The Rent Act, 1963 (Act 220) limits rent advance to six months. Here is what that means in practice for tenants and landlords.",
    content: `The Rent Act, 1963 (Act 220) is the main law on residential tenancies in Ghana. Among other things, it limits the rent a landlord may demand in advance to six months.

In practice the rule is widely ignored: landlords in Accra and Kumasi commonly ask for one or two years up front, and tenants who need the flat often pay. Tenants who face an unfair demand or an unlawful eviction can take the matter to the Rent Control Department.

Whatever is agreed, put it in a written tenancy agreement that states the rent, the advance paid, the period it covers and who pays for repairs, and keep the receipts.`,
    category: "Legal",
    sourceUrl: "https://news.ofie.com.gh/legal/rent-act-advance",
    views: 3890,
    publishedDaysAgo: 110,
  },
  {
    title: "Title, Indenture, Site Plan: Ghana's Land Documents Explained",
    slug: "ghana-land-documents-explained",
    excerpt:
      "An indenture is not a title and a site plan is not proof of ownership. A plain guide to the papers a land buyer will meet.",
    content: `An indenture is the written agreement that transfers land from the seller to the buyer. It matters, but on its own it does not prove that the seller owned the land in the first place.

A site plan is a drawing of the plot prepared by a licensed surveyor; a buyer should check it against the pillars on the ground and use it for the search at the Lands Commission. A land title certificate, where one exists, is the strongest evidence of ownership.

For family and stool land, expect papers from the family head or the chief's office as well. A lawyer can tell you which of them must be registered and in what order.`,
    category: "Legal",
    sourceUrl: null,
    views: 2940,
    publishedDaysAgo: 150,
  },
  {
    title: "Managing a Rental Property from Abroad",
    slug: "managing-a-rental-property-from-abroad",
    excerpt:
      "Many homes in Ghana belong to owners who live overseas. A property manager, mobile money and a regular report make the distance workable.",
    content: `Owners in the diaspora often learn the hard way that a house left with a relative is not a managed house. A professional property manager collects rent, arranges repairs and checks the house on a schedule you agree.

Ask for rent to be paid into a bank account or by mobile money straight to you, not in cash to the manager. Ask for a short report with photos after every inspection, and for quotes before any repair above an agreed amount.

A written management agreement should state the fee, the notice period and what happens to the tenant's advance if you change managers.`,
    category: "Property Management",
    sourceUrl: "https://news.ofie.com.gh/management/owners-abroad",
    views: 1325,
    publishedDaysAgo: 170,
  },
  {
    title: "Water, Power and Security: Running a Home in Ghana",
    slug: "water-power-security-running-a-home",
    excerpt:
      "Boreholes, polytanks, generators and solar: the systems that keep a Ghanaian home running, and how to look after them.",
    content: `Most homes in Ghana's cities depend on more than the mains. A polytank stores water for the days the taps run dry, and many compounds add a borehole; both need cleaning and a water test now and then.

Power cuts make a generator or a solar system with batteries common in better homes. Service the generator regularly and keep the fuel fresh; size a solar system for the loads you cannot do without.

Walls, gates and a night watchman are the usual security. CCTV and an electric fence help, but good lighting and a watchman who knows the neighbours still count most.`,
    category: "Property Management",
    sourceUrl: null,
    views: 980,
    publishedDaysAgo: 195,
  },
  {
    title: "Ofie Launches a Student Hostel Finder",
    slug: "ofie-launches-student-hostel-finder",
    excerpt:
      "Students can now compare hostels near the University of Ghana, KNUST, UCC and UG Medical School by price, gender and location.",
    content: `Ofie now lists student hostels near four campuses: the University of Ghana at Legon, KNUST in Kumasi, the University of Cape Coast and the UG Medical School at Korle Bu.

Each hostel shows its price per semester, whether it takes men, women or both, how many students share a room and its amenities. Filters narrow the list by university, location and price band.

Hostel owners who want to appear in the finder can contact the Ofie team through the contact page.`,
    category: "News",
    sourceUrl: "https://news.ofie.com.gh/news/hostel-finder-launch",
    views: 2105,
    publishedDaysAgo: 215,
  },
  {
    title: "Why Ofie Verifies Agents Before They Get a Badge",
    slug: "why-ofie-verifies-agents",
    excerpt:
      "Agent applications are reviewed within 48 hours. Here is what the Verified badge means and what it does not.",
    content: `Fake listings and stolen photos are a real problem in Ghana's property market. To help buyers and renters, Ofie reviews every agent application before the agent gets a Verified badge; reviews are completed within 48 hours.

The badge means the agent's identity and contact details have been checked by the Ofie team. It does not mean that Ofie has inspected every property the agent lists — listing information still comes from the agent.

Buyers should still do their own checks: visit the property, meet the owner and search the land at the Lands Commission before paying.`,
    category: "News",
    sourceUrl: null,
    views: 1460,
    publishedDaysAgo: 240,
  },
];
