/**
 * Demo content for ReferBridge: fictional companies, referrers and job postings.
 * Every company, person and website here is invented; URLs use the reserved `.example` TLD.
 */

export interface SeedCompany {
  name: string;
  industry: string;
  description: string;
  websiteUrl: string;
  brandColor: string;
}

export interface SeedReferrer {
  name: string;
  companyName: string;
  title: string;
  bio: string;
  rating: number;
  successfulReferrals: number;
  specialties: string[];
}

export interface SeedJob {
  title: string;
  companyName: string;
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Internship';
  location: string;
  experienceLevel: 'Entry Level' | 'Mid Level' | 'Senior' | 'Lead';
  daysAgo: number;
  description: string;
}

export const seedCompanies: SeedCompany[] = [
  {
    name: 'Tallyfern',
    industry: 'Fintech',
    description:
      'Tallyfern gives small businesses one place to send invoices, accept card and bank payments, and keep their books reconciled automatically. More than 40,000 bakeries, studios, and contractors use it to close the month without a spreadsheet marathon.',
    websiteUrl: 'https://tallyfern.example',
    brandColor: '#1f6f5c',
  },
  {
    name: 'Forgeloop',
    industry: 'Developer Tools',
    description:
      'Forgeloop builds a remote build cache and CI acceleration layer that plugs into existing pipelines. Engineering teams use it to cut build times for large monorepos from tens of minutes to a few.',
    websiteUrl: 'https://forgeloop.example',
    brandColor: '#e4572e',
  },
  {
    name: 'Heronway Health',
    industry: 'Healthcare',
    description:
      'Heronway Health runs remote monitoring programs for patients recovering from heart failure and cardiac surgery. Its care team software and connected devices help nurses spot warning signs early and keep patients out of the hospital.',
    websiteUrl: 'https://heronwayhealth.example',
    brandColor: '#2b6cb0',
  },
  {
    name: 'Basket & Bough',
    industry: 'E-commerce',
    description:
      'Basket & Bough is an online marketplace for independent makers of home goods, from hand-thrown ceramics to woven textiles. The company handles storefronts, payments, and shipping labels so small studios can focus on their craft.',
    websiteUrl: 'https://basketandbough.example',
    brandColor: '#8b5e34',
  },
  {
    name: 'Quillguard',
    industry: 'Cybersecurity',
    description:
      'Quillguard detects identity-based attacks across cloud apps, single sign-on providers, and developer tooling. Security teams use its timeline view to trace a compromised session from the first login to the last API call.',
    websiteUrl: 'https://quillguard.example',
    brandColor: '#5a3e9b',
  },
  {
    name: 'Saltgrass Carbon',
    industry: 'Climate',
    description:
      'Saltgrass Carbon measures and verifies the carbon stored by restored salt marshes, mangroves, and seagrass meadows. It combines field sampling, drone imagery, and openly published models so coastal restoration projects can earn credible carbon credits.',
    websiteUrl: 'https://saltgrasscarbon.example',
    brandColor: '#0f766e',
  },
  {
    name: 'Pixelhollow Games',
    industry: 'Gaming',
    description:
      'Pixelhollow Games is an independent studio in Montreal making cozy co-op games for PC and consoles. Its farming-and-exploration title Lanternfall has a devoted community of over two million players, and a second game is in production.',
    websiteUrl: 'https://pixelhollow.example',
    brandColor: '#d53f8c',
  },
  {
    name: 'Relayport',
    industry: 'Logistics',
    description:
      'Relayport gives mid-size shippers real-time visibility into freight moving by truck, rail, and ocean. Its platform predicts late arrivals, automates carrier check calls, and flags detention charges before they pile up.',
    websiteUrl: 'https://relayport.example',
    brandColor: '#dd6b20',
  },
  {
    name: 'Slateberry Learning',
    industry: 'EdTech',
    description:
      'Slateberry Learning builds adaptive math practice for grades 5 through 9, used in classrooms across North America. Teachers get a live view of who is stuck and why, and students get hints that meet them where they are.',
    websiteUrl: 'https://slateberry.example',
    brandColor: '#38a169',
  },
  {
    name: 'Sablepoint AI',
    industry: 'AI',
    description:
      'Sablepoint AI helps companies evaluate, monitor, and improve applications built on large language models. Teams use it to run regression suites on prompts, catch hallucinations in production, and compare models on their own data.',
    websiteUrl: 'https://sablepoint.example',
    brandColor: '#3b4cca',
  },
  {
    name: 'Hearthcast Media',
    industry: 'Media',
    description:
      'Hearthcast Media produces and distributes local news podcasts in partnership with regional newsrooms across the UK. Its audio platform handles production, dynamic ad insertion, and listener analytics for more than 60 shows.',
    websiteUrl: 'https://hearthcast.example',
    brandColor: '#c53030',
  },
  {
    name: 'Roamwell Travel',
    industry: 'Travel',
    description:
      'Roamwell Travel plans and books group trips for company offsites, conferences, and team retreats. Organizers get a shared itinerary, consolidated billing, and a round-the-clock support team for when flights change at the last minute.',
    websiteUrl: 'https://roamwell.example',
    brandColor: '#319795',
  },
  {
    name: 'Fathomly Analytics',
    industry: 'Data & Analytics',
    description:
      "Fathomly Analytics is a warehouse-native product analytics tool that runs directly on a company's own data warehouse. Product teams get funnels, retention curves, and experiment readouts without copying events into yet another system.",
    websiteUrl: 'https://fathomly.example',
    brandColor: '#6b46c1',
  },
  {
    name: 'Shiftwren',
    industry: 'HR Tech',
    description:
      "Shiftwren helps restaurants, clinics, and retailers schedule hourly staff, swap shifts, and pay out earned wages. Managers build a week's schedule in minutes, and workers handle swaps from their phones instead of a chain of group texts.",
    websiteUrl: 'https://shiftwren.example',
    brandColor: '#d69e2e',
  },
];

export const seedReferrers: SeedReferrer[] = [
  // Tallyfern
  {
    name: 'Wen Zhao',
    companyName: 'Tallyfern',
    title: 'Senior Backend Engineer, Payouts',
    bio: "I've spent four years building Tallyfern's payout and reconciliation systems, mostly in Go. I'm happy to refer backend engineers who enjoy correctness problems and can talk about a failure they learned from. I usually reply within a day, and I'll tell you honestly if a role isn't a fit.",
    rating: 4.9,
    successfulReferrals: 87,
    specialties: ['Backend', 'Go', 'Payments', 'Distributed Systems'],
  },
  {
    name: 'Marcus Oyelaran',
    companyName: 'Tallyfern',
    title: 'Engineering Manager, Mobile',
    bio: "I manage our mobile team, which ships the Tallyfern app on iOS and Android. I'm glad to refer mobile engineers at any level, especially people who came up through bootcamps or other non-traditional paths like I did. Expect a reply within two or three days.",
    rating: 4.6,
    successfulReferrals: 41,
    specialties: ['iOS', 'Android', 'React Native', 'Engineering Management'],
  },
  {
    name: 'Sofia Castellanos',
    companyName: 'Tallyfern',
    title: 'Senior Product Designer',
    bio: "I design our invoicing and onboarding flows and spend a lot of time talking with small business owners. I refer designers whose portfolios show how they think, not just the final screens. Send me a short note about a project you're proud of and I'll respond within the week.",
    rating: 4.8,
    successfulReferrals: 23,
    specialties: ['Product Design', 'UX Research', 'Design Systems'],
  },
  {
    name: 'Daniel Kowalczyk',
    companyName: 'Tallyfern',
    title: 'Risk Operations Lead',
    bio: "I lead the risk operations team that reviews suspicious accounts and payments. I'm a good contact for analysts coming from banking, compliance, or customer support who want to move into fraud work. I check messages on weekday mornings.",
    rating: 4.2,
    successfulReferrals: 12,
    specialties: ['Fraud & Risk', 'Operations', 'SQL'],
  },
  // Forgeloop
  {
    name: 'Henrik Lindqvist',
    companyName: 'Forgeloop',
    title: 'Principal Engineer',
    bio: "I work on Forgeloop's cache service and the storage layer underneath it, mostly in Rust. I refer systems engineers who like measuring things and can explain a performance bug they tracked down. I answer most messages the same day.",
    rating: 5.0,
    successfulReferrals: 64,
    specialties: ['Rust', 'Build Systems', 'Distributed Systems', 'Performance'],
  },
  {
    name: 'Aiko Tanaka',
    companyName: 'Forgeloop',
    title: 'Developer Advocate',
    bio: "I write guides, give talks, and gather feedback from the developers who use Forgeloop every day. I'm happy to refer engineers moving into developer relations or technical writing, and I'll read your blog posts or watch your talks if you share them. I usually reply within 48 hours.",
    rating: 4.7,
    successfulReferrals: 38,
    specialties: ['Developer Relations', 'Technical Writing', 'Go', 'CI/CD'],
  },
  {
    name: 'Tomás Ferreira',
    companyName: 'Forgeloop',
    title: 'Senior Site Reliability Engineer',
    bio: "I'm on the SRE team that keeps our build infrastructure healthy across four regions. I refer people with real on-call experience who care about making it less painful for the next person. Replies can take a few days when I'm on call, but I always get back to you.",
    rating: 4.5,
    successfulReferrals: 29,
    specialties: ['DevOps', 'Kubernetes', 'Observability', 'Terraform'],
  },
  {
    name: 'Nkechi Adebayo',
    companyName: 'Forgeloop',
    title: 'Account Executive',
    bio: "I sell Forgeloop to engineering leaders at mid-size and enterprise companies. I can refer for sales, sales engineering, and customer success roles, and I especially like helping engineers who are curious about go-to-market work. I'm quick on messages, usually within a few hours.",
    rating: 4.1,
    successfulReferrals: 9,
    specialties: ['Sales', 'Enterprise Sales', 'Customer Success'],
  },
  // Heronway Health
  {
    name: 'Grace Mwangi',
    companyName: 'Heronway Health',
    title: 'Clinical Product Manager',
    bio: 'I was a cardiac nurse for eight years before moving into product at Heronway. I love referring clinicians making the jump into health tech, as well as product people who take patient safety seriously. I respond within a couple of days.',
    rating: 4.8,
    successfulReferrals: 33,
    specialties: ['Product Strategy', 'Healthcare', 'Clinical Workflows'],
  },
  {
    name: 'Arjun Mehta',
    companyName: 'Heronway Health',
    title: 'Senior Android Engineer',
    bio: "I build the Heronway patient app and spend more time than I'd like debugging Bluetooth pairing on older phones. I refer Android engineers who care about accessibility and testing. I reply most evenings.",
    rating: 4.4,
    successfulReferrals: 18,
    specialties: ['Android', 'Kotlin', 'Bluetooth LE', 'Accessibility'],
  },
  {
    name: 'Rachel Amsel',
    companyName: 'Heronway Health',
    title: 'Data Scientist',
    bio: "I work on the risk models that help our nurses decide which patients to call first each morning. I'm happy to refer data scientists and statisticians, especially those coming from academic or public health backgrounds. Give me about a week to respond.",
    rating: 4.6,
    successfulReferrals: 15,
    specialties: ['Python', 'Machine Learning', 'Biostatistics', 'SQL'],
  },
  // Basket & Bough
  {
    name: 'Léa Dubois',
    companyName: 'Basket & Bough',
    title: 'Senior Frontend Engineer',
    bio: "I work on the storefront and our component library, with a big focus on performance and accessibility. I'm happy to refer frontend engineers, and I'll take a look at your GitHub or portfolio before we chat. My typical response time is one to two days.",
    rating: 4.7,
    successfulReferrals: 52,
    specialties: ['React', 'TypeScript', 'Web Performance', 'Accessibility'],
  },
  {
    name: 'Kwame Asante',
    companyName: 'Basket & Bough',
    title: 'Growth Marketing Manager',
    bio: 'I run acquisition and lifecycle marketing at Basket & Bough. I refer marketers who are comfortable with numbers and can tell me about an experiment that flopped and what they learned from it. I answer messages within a day or two.',
    rating: 4.3,
    successfulReferrals: 27,
    specialties: ['Growth Marketing', 'SEO', 'Lifecycle Marketing', 'Analytics'],
  },
  {
    name: 'Mei-Lin Chou',
    companyName: 'Basket & Bough',
    title: 'Seller Success Lead',
    bio: "I lead the team that helps makers open and grow their shops. I'm a good contact for support, onboarding, and marketplace operations roles, and I have a soft spot for people with a craft background. I'm fairly new to referrals, so I read every message carefully and reply within the week.",
    rating: 3.9,
    successfulReferrals: 4,
    specialties: ['Customer Success', 'Marketplace Operations', 'Onboarding'],
  },
  // Quillguard
  {
    name: 'Yusuf Demir',
    companyName: 'Quillguard',
    title: 'Senior Detection Engineer',
    bio: "I write detections for identity attacks and spend a lot of my week reading other people's audit logs. I refer detection engineers, threat hunters, and SOC analysts who want to go deeper. I respond within a day and I'm happy to give resume feedback too.",
    rating: 4.9,
    successfulReferrals: 71,
    specialties: ['Security', 'Threat Detection', 'Python', 'Incident Response'],
  },
  {
    name: 'Hannah Schultz',
    companyName: 'Quillguard',
    title: 'Staff Backend Engineer',
    bio: "I lead technical design for Quillguard's ingestion pipelines, which handle billions of events a day. I refer backend and data engineers who have run streaming systems in production and have the scars to prove it. I reply within a few days.",
    rating: 4.5,
    successfulReferrals: 44,
    specialties: ['Backend', 'Go', 'Kafka', 'Data Engineering'],
  },
  {
    name: 'Camila Rojas',
    companyName: 'Quillguard',
    title: 'Security Sales Engineer',
    bio: "I help security teams evaluate Quillguard and get it running in their environments. I can refer sales engineers and solutions architects, and I enjoy helping practitioners move into customer-facing work. I'm on the road a lot, so expect a reply within a week.",
    rating: 4.0,
    successfulReferrals: 11,
    specialties: ['Sales Engineering', 'Security', 'Identity & Access Management'],
  },
  // Saltgrass Carbon
  {
    name: 'Freya Nielsen',
    companyName: 'Saltgrass Carbon',
    title: 'Remote Sensing Scientist',
    bio: 'I map salt marshes and seagrass beds from drone and satellite imagery and try hard to be honest about uncertainty. I refer scientists and geospatial engineers, including people leaving academia for the first time. I usually reply within three days.',
    rating: 4.8,
    successfulReferrals: 14,
    specialties: ['Remote Sensing', 'Python', 'Machine Learning', 'GIS'],
  },
  {
    name: 'Mateo Alvarez',
    companyName: 'Saltgrass Carbon',
    title: 'Field Operations Manager',
    bio: "I coordinate our field crews and sampling seasons along the Atlantic and Gulf coasts. I'm happy to refer field technicians and operations people who don't mind mud. I'm often out of signal on site, so replies can take up to a week.",
    rating: 4.4,
    successfulReferrals: 7,
    specialties: ['Field Operations', 'Project Management', 'Ecology'],
  },
  {
    name: 'Olumide Bakare',
    companyName: 'Saltgrass Carbon',
    title: 'Senior Full-Stack Engineer',
    bio: 'I build the platform restoration teams use to upload field data and share results with verifiers. I refer full-stack engineers who want to work in climate, even if they have no background in it yet. I reply within a couple of days.',
    rating: 4.6,
    successfulReferrals: 19,
    specialties: ['Full-Stack', 'TypeScript', 'PostgreSQL', 'Data Visualization'],
  },
  // Pixelhollow Games
  {
    name: 'Élodie Tremblay',
    companyName: 'Pixelhollow Games',
    title: 'Lead Gameplay Programmer',
    bio: 'I lead gameplay programming on our next co-op game and worked on Lanternfall before that. I refer programmers who have shipped something, even a small game jam project, and can talk about what made it fun. I answer messages on weekdays, usually within two days.',
    rating: 4.9,
    successfulReferrals: 36,
    specialties: ['C#', 'Unity', 'Gameplay Programming', 'Multiplayer'],
  },
  {
    name: 'Jun-ho Park',
    companyName: 'Pixelhollow Games',
    title: 'Senior Technical Artist',
    bio: "I write shaders, build art tools, and keep our painterly style running smoothly on consoles. I'm glad to refer technical artists and artists who are curious about the technical side. I usually reply within a day or two.",
    rating: 4.5,
    successfulReferrals: 21,
    specialties: ['Technical Art', 'Shaders', 'Houdini', 'Tools'],
  },
  {
    name: 'Amara Okafor',
    companyName: 'Pixelhollow Games',
    title: 'Community Manager',
    bio: "I run Lanternfall's forums, community chat server, and social channels, and I help plan our seasonal events. I refer community, social media, QA, and player support candidates. I'm fast to reply, usually the same day.",
    rating: 4.2,
    successfulReferrals: 16,
    specialties: ['Community Management', 'Social Media', 'Live Ops', 'Player Support'],
  },
  // Relayport
  {
    name: 'Pavel Novák',
    companyName: 'Relayport',
    title: 'Senior Data Engineer',
    bio: 'I build the pipelines that process millions of shipment events a day at Relayport. I refer data engineers who know their way around streaming systems and genuinely care about data quality. I reply within a day on weekdays.',
    rating: 4.7,
    successfulReferrals: 48,
    specialties: ['Data Engineering', 'Python', 'Airflow', 'Streaming'],
  },
  {
    name: 'Lakshmi Narayanan',
    companyName: 'Relayport',
    title: 'Product Manager',
    bio: "I'm a product manager on our shipper experience, focused on alerts and exception management. I'm happy to refer product managers and analysts, including people coming from logistics operations. Expect to hear back within three days.",
    rating: 4.3,
    successfulReferrals: 22,
    specialties: ['Product Strategy', 'Logistics', 'B2B SaaS'],
  },
  {
    name: 'Connor Walsh',
    companyName: 'Relayport',
    title: 'Enterprise Account Executive',
    bio: 'I sell Relayport to large shippers in the Midwest and spent six years in freight brokerage before that. I refer a lot of sales and account management candidates, and I value hustle and industry knowledge over pedigree. Response times vary with my travel, but I always reply.',
    rating: 3.8,
    successfulReferrals: 31,
    specialties: ['Sales', 'Enterprise Sales', 'Supply Chain', 'Account Management'],
  },
  // Slateberry Learning
  {
    name: 'Isabela Santos',
    companyName: 'Slateberry Learning',
    title: 'Learning Designer',
    bio: 'I taught middle school math for seven years before designing practice content at Slateberry. I love referring teachers who want to move into learning design or curriculum work. I usually respond on weekends.',
    rating: 4.8,
    successfulReferrals: 13,
    specialties: ['Instructional Design', 'Curriculum', 'UX Research'],
  },
  {
    name: 'Ethan Nakamura',
    companyName: 'Slateberry Learning',
    title: 'Senior Software Engineer',
    bio: "I build the interactive math tools students use, like number lines and graphing widgets. I refer frontend engineers who care about accessibility and performance on older school devices. I'll get back to you within a few days.",
    rating: 4.4,
    successfulReferrals: 26,
    specialties: ['React', 'Node.js', 'Accessibility', 'Frontend'],
  },
  // Sablepoint AI
  {
    name: 'Ananya Krishnan',
    companyName: 'Sablepoint AI',
    title: 'Research Scientist',
    bio: "I research how to evaluate open-ended model outputs and how reliable automated graders really are. I refer researchers and ML engineers with a strong experimental mindset, and I'm happy to read papers or project write-ups. I usually reply within two days.",
    rating: 4.9,
    successfulReferrals: 58,
    specialties: ['Machine Learning', 'NLP', 'LLM Evaluation', 'Python'],
  },
  {
    name: 'Lucas Moreau',
    companyName: 'Sablepoint AI',
    title: 'Staff Machine Learning Engineer',
    bio: "I lead the infrastructure that trains and serves Sablepoint's grading models. I've referred a lot of people over the years and I'm happy to refer ML and infrastructure engineers who like owning systems end to end. I reply within 24 hours most days.",
    rating: 4.7,
    successfulReferrals: 96,
    specialties: ['Machine Learning', 'MLOps', 'Python', 'Kubernetes', 'GPU Inference'],
  },
  {
    name: 'Fatima Al-Sayed',
    companyName: 'Sablepoint AI',
    title: 'Senior Product Manager',
    bio: 'I own our monitoring product, which helps teams catch regressions in their LLM applications before customers do. I refer product managers with real technical depth and people who have built something with LLMs. I respond within a couple of days.',
    rating: 4.6,
    successfulReferrals: 40,
    specialties: ['Product Strategy', 'AI Products', 'Developer Experience'],
  },
  {
    name: 'Kenji Watanabe',
    companyName: 'Sablepoint AI',
    title: 'Backend Engineer',
    bio: "I joined Sablepoint last year and work on the tracing pipeline. I'm happy to refer backend engineers early in their careers and to share what the interview process was like for me. I usually reply the same evening.",
    rating: 4.1,
    successfulReferrals: 2,
    specialties: ['Backend', 'Python', 'Go', 'Databases'],
  },
  {
    name: 'Zanele Dlamini',
    companyName: 'Sablepoint AI',
    title: 'Technical Recruiting Lead',
    bio: 'I lead technical recruiting at Sablepoint and work with every engineering and research team. I can refer for any open role and make sure your profile reaches the right hiring manager. I read every message and reply within two business days.',
    rating: 4.5,
    successfulReferrals: 120,
    specialties: ['Recruiting', 'Technical Hiring', 'Career Coaching'],
  },
  // Hearthcast Media
  {
    name: 'Siobhan Gallagher',
    companyName: 'Hearthcast Media',
    title: 'Senior Audio Producer',
    bio: 'I produce three of our partner shows and coach reporters on audio storytelling. I refer producers, editors, and journalists who want to do more with sound. I usually reply within a few days.',
    rating: 4.7,
    successfulReferrals: 17,
    specialties: ['Audio Production', 'Journalism', 'Editorial'],
  },
  {
    name: 'Rahul Bhattacharya',
    companyName: 'Hearthcast Media',
    title: 'Ad Tech Engineer',
    bio: "I work on our ad insertion and campaign reporting systems, mostly in Java and Kotlin. I'm happy to refer backend engineers, especially those with ad tech or media streaming experience. I check messages a couple of times a week.",
    rating: 4.0,
    successfulReferrals: 8,
    specialties: ['Backend', 'Ad Tech', 'Java', 'Data Engineering'],
  },
  // Roamwell Travel
  {
    name: 'Inês Carvalho',
    companyName: 'Roamwell Travel',
    title: 'Engineering Manager, Booking Platform',
    bio: "I manage the booking platform team in Lisbon. I refer backend engineers who enjoy untangling messy supplier integrations, and I'm happy to help people relocating to Portugal understand what to expect. I reply within two days.",
    rating: 4.6,
    successfulReferrals: 34,
    specialties: ['Engineering Management', 'Backend', 'Ruby', 'Payments'],
  },
  {
    name: 'Diego Fernández',
    companyName: 'Roamwell Travel',
    title: 'Travel Operations Lead',
    bio: 'I lead the operations team that keeps group trips on track, including the late-night rebookings nobody else wants. I refer coordinators and support specialists from hospitality and events backgrounds. I work a rotating schedule, so replies can take up to a week.',
    rating: 3.6,
    successfulReferrals: 3,
    specialties: ['Operations', 'Customer Support', 'Vendor Management'],
  },
  {
    name: 'Nadia Haddad',
    companyName: 'Roamwell Travel',
    title: 'Senior iOS Engineer',
    bio: "I build Roamwell's iOS app, with a focus on offline support and real-time trip updates. I refer iOS engineers at mid and senior levels and I'm happy to do a quick call before referring. I usually reply within a day.",
    rating: 4.8,
    successfulReferrals: 25,
    specialties: ['iOS', 'Swift', 'SwiftUI', 'Offline Sync'],
  },
  // Fathomly Analytics
  {
    name: 'Oliver Bennett',
    companyName: 'Fathomly Analytics',
    title: 'Staff Engineer, Query Engine',
    bio: "I work on the query engine that turns Fathomly's charts into SQL for our customers' warehouses. I refer engineers with database or compiler experience, and I'm always up for a conversation about query planning. I reply within a day or two.",
    rating: 4.9,
    successfulReferrals: 47,
    specialties: ['SQL', 'Databases', 'Rust', 'Performance'],
  },
  {
    name: 'Ifeoma Nwosu',
    companyName: 'Fathomly Analytics',
    title: 'Product Designer',
    bio: 'I design our funnel and retention tools and care a lot about honest data visualization. I refer designers who can show how they handled real complexity in their work. Expect a response within the week.',
    rating: 4.5,
    successfulReferrals: 20,
    specialties: ['Product Design', 'Data Visualization', 'UX Research'],
  },
  {
    name: 'Sanjay Iyer',
    companyName: 'Fathomly Analytics',
    title: 'Solutions Engineer',
    bio: 'I help prospects connect Fathomly to their warehouses and build demos on their own data. I refer solutions engineers and analytics engineers who like working directly with customers. I reply within a couple of days.',
    rating: 4.2,
    successfulReferrals: 14,
    specialties: ['Solutions Engineering', 'SQL', 'dbt', 'Customer Success'],
  },
  // Shiftwren
  {
    name: 'Gabriela Mendoza',
    companyName: 'Shiftwren',
    title: 'Senior Product Manager',
    bio: 'I lead product for scheduling and shift swaps at Shiftwren and previously worked in consumer payments. I refer product managers and designers who care about building for hourly workers. I usually respond within two days.',
    rating: 4.7,
    successfulReferrals: 30,
    specialties: ['Product Strategy', 'Payments', 'Mobile', 'Growth'],
  },
  {
    name: 'Tyler Brooks',
    companyName: 'Shiftwren',
    title: 'Senior DevOps Engineer',
    bio: "I run much of Shiftwren's AWS infrastructure and our compliance automation. I refer DevOps and security engineers who like infrastructure as code and hate manual changes in production. I'm pretty quick, usually the same day.",
    rating: 4.3,
    successfulReferrals: 24,
    specialties: ['DevOps', 'AWS', 'Terraform', 'Security'],
  },
  {
    name: 'Leila Karimi',
    companyName: 'Shiftwren',
    title: 'Customer Support Team Lead',
    bio: "I recently moved into leading one of our support teams after two years answering tickets myself. I'm new to referring and happy to help people into support and operations roles, especially if you're coming from retail or restaurants like I did. I reply within a few days.",
    rating: 4.0,
    successfulReferrals: 0,
    specialties: ['Customer Support', 'Support Operations', 'Training'],
  },
];

export const seedJobs: SeedJob[] = [
  // Tallyfern
  {
    title: 'Senior Backend Engineer, Payments',
    companyName: 'Tallyfern',
    type: 'Full-time',
    location: 'New York, NY',
    experienceLevel: 'Senior',
    daysAgo: 3,
    description:
      "The Payments team moves roughly $1.2 billion a year for the small businesses that run on Tallyfern. We own card and bank payment acceptance, payouts, and the ledger that keeps every cent accounted for.\n\nWhat you'll do:\n- Design and build services that handle payment authorization, refunds, and disputes\n- Improve the reliability of our payout pipeline and the reconciliation jobs behind it\n- Work with risk and compliance partners on new payment methods\n- Mentor engineers through design reviews and pairing\n\nWhat we look for:\n- 5+ years building backend systems, ideally involving money movement\n- Comfort with PostgreSQL, idempotency, and reasoning about failure modes\n- Clear written communication; we write design docs before big changes\n\nMost of our services are written in Go. Experience with it is a plus but not required.",
  },
  {
    title: 'Mobile Engineer (React Native)',
    companyName: 'Tallyfern',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Mid Level',
    daysAgo: 9,
    description:
      "Tallyfern's mobile app is how many of our customers check balances, snap receipts, and send invoices between jobs. The mobile team is five engineers and a designer, and we ship to iOS and Android every two weeks.\n\nWhat you'll do:\n- Build new features in React Native and TypeScript, from receipt capture to tap-to-pay\n- Improve offline support for customers who work in basements, vans, and job sites\n- Own app performance, crash rates, and release quality\n\nWhat we look for:\n- 2-4 years of mobile development, with at least one app shipped to the stores\n- Solid TypeScript and React fundamentals\n- Some familiarity with native modules on iOS or Android\n- Curiosity about how small businesses actually operate\n\nThis role is remote within US time zones.",
  },
  {
    title: 'Product Designer, Invoicing',
    companyName: 'Tallyfern',
    type: 'Full-time',
    location: 'Hybrid - New York, NY',
    experienceLevel: 'Mid Level',
    daysAgo: 14,
    description:
      "Invoicing is the first thing most customers do in Tallyfern, and often the moment they decide whether to stay. We're looking for a product designer to own that experience end to end, from creating an invoice to getting paid on time.\n\nWhat you'll do:\n- Lead design for invoicing, payment reminders, and the client-facing payment page\n- Run interviews and usability sessions with business owners\n- Contribute to our design system alongside two other designers\n- Partner closely with a product manager and six engineers\n\nWhat we look for:\n- 3+ years designing web or mobile products\n- A portfolio that shows your process, not just polished screens\n- Comfort with ambiguity and making decisions from limited data\n\nWe work from our New York office on Tuesdays and Thursdays.",
  },
  {
    title: 'Fraud Analyst',
    companyName: 'Tallyfern',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Entry Level',
    daysAgo: 21,
    description:
      "Our Risk Operations team keeps bad actors off Tallyfern while making sure legitimate businesses get paid without unnecessary friction. This is an entry-level role for someone who enjoys investigation, patterns, and a bit of detective work.\n\nWhat you'll do:\n- Review flagged accounts and transactions and make clear, documented decisions\n- Spot emerging fraud patterns and share them with the risk engineering team\n- Help tune the rules and thresholds that route cases to manual review\n- Answer questions from support when a customer's payout is on hold\n\nWhat we look for:\n- A degree or 1-2 years of experience in fraud, banking, compliance, or a related analytical field\n- Comfort writing basic SQL queries, or a strong desire to learn\n- Sound judgment and attention to detail\n\nFull training is provided during your first month.",
  },
  {
    title: 'Software Engineering Intern',
    companyName: 'Tallyfern',
    type: 'Internship',
    location: 'New York, NY',
    experienceLevel: 'Entry Level',
    daysAgo: 30,
    description:
      "Tallyfern interns work on real projects that ship to customers, not side experiments. Last summer, interns built our bulk invoice import and rewrote the receipt-matching service.\n\nOver 12 weeks, you'll join one of our product engineering teams, get a dedicated mentor, and own a project from design doc to launch. You'll write production code, take part in code review, and present your work to the whole company at the end of the summer.\n\nWhat we look for:\n- Currently pursuing a degree in computer science or a related field, graduating within the next two years\n- Experience building something outside of class, whether a side project, hackathon entry, or open source contribution\n- Familiarity with at least one of TypeScript, Go, or Python\n\nThe internship runs June through August in our New York office, with housing support for students relocating.",
  },
  // Forgeloop
  {
    title: 'Senior Rust Engineer, Cache Service',
    companyName: 'Forgeloop',
    type: 'Full-time',
    location: 'Berlin, Germany',
    experienceLevel: 'Senior',
    daysAgo: 2,
    description:
      "Forgeloop's cache service sits in the critical path of thousands of builds every minute. It stores and serves build artifacts under tight latency budgets, and when it slows down, our customers' engineers notice immediately.\n\nWhat you'll do:\n- Build and optimize the cache service in Rust, with a focus on throughput and tail latency\n- Design storage tiering across local NVMe, regional object storage, and peer caches\n- Profile and fix performance issues in production\n- Help shape our on-call practices and incident reviews\n\nWhat we look for:\n- 5+ years of systems programming, including production Rust experience\n- Deep understanding of networking, concurrency, and storage\n- Experience operating services with real traffic\n- A habit of measuring before optimizing\n\nThe team is based in Berlin and works in English. Relocation support is available.",
  },
  {
    title: 'Site Reliability Engineer',
    companyName: 'Forgeloop',
    type: 'Full-time',
    location: 'Remote (EU)',
    experienceLevel: 'Mid Level',
    daysAgo: 11,
    description:
      "Our SRE team keeps Forgeloop running across four cloud regions and helps product engineers ship safely. We care about sustainable on-call, honest postmortems, and automation that removes toil instead of hiding it.\n\nWhat you'll do:\n- Operate and improve our Kubernetes clusters and the Terraform that defines them\n- Build dashboards, alerts, and SLOs that reflect what customers actually experience\n- Join a follow-the-sun on-call rotation, one week in six\n- Lead incident response and write clear postmortems\n\nWhat we look for:\n- 3+ years in SRE, DevOps, or infrastructure engineering\n- Hands-on experience with Kubernetes, Terraform, and at least one major cloud provider\n- Scripting skills in Go, Python, or Bash\n\nYou can work from anywhere in the EU, and the whole team meets in person twice a year.",
  },
  {
    title: 'Developer Advocate',
    companyName: 'Forgeloop',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Mid Level',
    daysAgo: 6,
    description:
      "Developers find Forgeloop when they're frustrated with slow builds, and they stay when we help them fix the problem quickly. As a developer advocate, you'll be the bridge between our users and our product team.\n\nWhat you'll do:\n- Write tutorials, migration guides, and benchmarks for popular build tools and CI systems\n- Speak at meetups and conferences, and run occasional live workshops\n- Collect feedback from the community and turn it into product improvements\n- Build sample repositories and small open source integrations\n\nWhat we look for:\n- Experience as a software engineer, ideally touching CI, build systems, or developer tooling\n- Clear, friendly writing and a knack for explaining tricky topics\n- Comfort presenting to technical audiences\n\nThis role is remote in the US, with roughly four trips a year.",
  },
  {
    title: 'Engineering Lead, CI Integrations',
    companyName: 'Forgeloop',
    type: 'Full-time',
    location: 'Hybrid - Berlin, Germany',
    experienceLevel: 'Lead',
    daysAgo: 17,
    description:
      "The CI Integrations team builds the connectors that let Forgeloop plug into customers' existing pipelines with a few lines of configuration. We're looking for a lead to guide a team of five engineers and set the technical direction for how we work with the wider CI ecosystem.\n\nWhat you'll do:\n- Lead planning, technical design, and delivery for the integrations roadmap\n- Stay hands-on with code reviews and occasional feature work\n- Support the growth of engineers through regular one-on-ones and feedback\n- Work with sales engineering on the needs of large enterprise accounts\n\nWhat we look for:\n- 7+ years in software engineering, including 2+ years leading a team\n- Familiarity with CI systems and build tooling\n- A calm, structured approach to prioritization\n\nHybrid from our Berlin office, three days a week.",
  },
  {
    title: 'Technical Writer',
    companyName: 'Forgeloop',
    type: 'Contract',
    location: 'Remote (Worldwide)',
    experienceLevel: 'Mid Level',
    daysAgo: 25,
    description:
      "We're looking for a contract technical writer to help overhaul Forgeloop's documentation over the next six months. Our docs have grown organically and it shows: great content is hard to find, and some guides assume knowledge new users don't have.\n\nWhat you'll do:\n- Audit the current docs and propose a new information architecture\n- Rewrite getting-started guides for our most common setups\n- Work with engineers to document configuration options and error messages\n- Establish a style guide the team can follow after the engagement ends\n\nWhat we look for:\n- A portfolio of developer-facing documentation\n- Comfort reading code and running command-line tools to verify examples\n- Experience with docs-as-code workflows using Markdown and Git\n\nThis is a remote contract of roughly 30 hours per week, with flexible hours.",
  },
  // Heronway Health
  {
    title: 'Senior Android Engineer',
    companyName: 'Heronway Health',
    type: 'Full-time',
    location: 'Boston, MA',
    experienceLevel: 'Senior',
    daysAgo: 5,
    description:
      "Patients in Heronway's programs use our Android app every day to log symptoms and sync readings from connected scales and blood pressure cuffs. Many are over 70, so reliability and clarity matter far more than flashy features.\n\nWhat you'll do:\n- Build and maintain the patient app in Kotlin with Jetpack Compose\n- Own Bluetooth device pairing and background sync across a wide range of phones\n- Make accessibility and large-text support first-class\n- Work with clinical staff to understand how patients really use the app\n\nWhat we look for:\n- 5+ years of Android development\n- Experience with Bluetooth LE and background work on Android\n- Care for quality, testing, and clear release notes\n- Interest in healthcare; HIPAA experience is a plus\n\nThis role is based in our Boston office.",
  },
  {
    title: 'Clinical Data Scientist',
    companyName: 'Heronway Health',
    type: 'Full-time',
    location: 'Hybrid - Boston, MA',
    experienceLevel: 'Mid Level',
    daysAgo: 12,
    description:
      "Heronway's data science team turns daily weight, blood pressure, and symptom data into early warnings that help nurses intervene before a patient ends up back in the hospital. We work closely with cardiologists and publish our validation studies.\n\nWhat you'll do:\n- Build and validate risk models for heart failure decompensation\n- Design analyses that measure the clinical impact of our programs\n- Partner with engineers to deploy models and monitor them for drift\n- Explain results clearly to clinicians and customers\n\nWhat we look for:\n- 2-4 years of experience in data science, biostatistics, or epidemiology\n- Strong Python and SQL skills\n- Experience with survival analysis or longitudinal data\n- Respect for patient privacy and careful handling of sensitive data\n\nHybrid in Boston, with two days a week in the office.",
  },
  {
    title: 'Product Manager, Care Team Tools',
    companyName: 'Heronway Health',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Senior',
    daysAgo: 8,
    description:
      "Heronway nurses each monitor hundreds of patients, and the care team dashboard is where they spend their day. We need a product manager who can make that tool faster, calmer, and smarter about what deserves attention.\n\nWhat you'll do:\n- Own the roadmap for the care team dashboard, alerting, and patient messaging\n- Spend time shadowing nurses and turning observations into clear problem statements\n- Work with data science to bring risk predictions into daily workflows\n- Measure success in clinical outcomes and staff time saved\n\nWhat we look for:\n- 5+ years of product management, ideally on workflow or B2B tools\n- Experience in healthcare, clinical operations, or another regulated field\n- Strong writing and the ability to align clinicians, engineers, and executives\n\nRemote in the US, with a visit to Boston about once a quarter.",
  },
  {
    title: 'Firmware Engineer',
    companyName: 'Heronway Health',
    type: 'Full-time',
    location: 'Boston, MA',
    experienceLevel: 'Mid Level',
    daysAgo: 27,
    description:
      "Our hardware team designs the cellular hub that connects patients' scales and cuffs to Heronway without needing Wi-Fi or a smartphone. It has to work out of the box for patients who have never set up a device before.\n\nWhat you'll do:\n- Write and test embedded C firmware for our cellular gateway\n- Improve over-the-air update reliability and power management\n- Work with contract manufacturers on test fixtures and production issues\n- Support the documentation for our medical device regulatory filings\n\nWhat we look for:\n- 2-5 years of embedded firmware development in C\n- Experience with RTOS environments and low-power design\n- Familiarity with BLE and cellular modems\n- Comfort with oscilloscopes, logic analyzers, and debugging at the hardware level\n\nThis role is on-site in Boston, where our hardware lab is.",
  },
  {
    title: 'Nurse Care Coordinator',
    companyName: 'Heronway Health',
    type: 'Part-time',
    location: 'Remote (US)',
    experienceLevel: 'Mid Level',
    daysAgo: 4,
    description:
      "Heronway's nurse care coordinators are the human side of remote monitoring. You'll support patients recovering from heart failure: following up on readings, answering questions, and escalating to the clinical team when something looks wrong.\n\nWhat you'll do:\n- Review daily patient readings and respond to alerts within agreed timeframes\n- Call patients to check on symptoms, medications, and device issues\n- Document interactions accurately in our care platform\n- Coordinate with cardiologists and primary care offices\n\nWhat we look for:\n- An active RN license in good standing; multistate licensure preferred\n- 2+ years of clinical experience, ideally in cardiology or home health\n- Warm, clear phone communication\n\nThis is a remote, part-time role of about 20 hours per week, with weekday shifts between 8am and 6pm Eastern.",
  },
  // Basket & Bough
  {
    title: 'Senior Frontend Engineer',
    companyName: 'Basket & Bough',
    type: 'Full-time',
    location: 'Portland, OR',
    experienceLevel: 'Senior',
    daysAgo: 1,
    description:
      "Every shopper and every maker on Basket & Bough touches the frontend, from browsing handmade ceramics to managing a shop's orders. We're a team of four frontend engineers who care about speed, accessibility, and good product sense.\n\nWhat you'll do:\n- Build features in React and TypeScript across the storefront and seller dashboard\n- Drive improvements to page load performance and Core Web Vitals\n- Evolve our component library together with the design team\n- Mentor mid-level engineers and set frontend best practices\n\nWhat we look for:\n- 5+ years of frontend development with React\n- Deep knowledge of browser performance and accessibility standards\n- Experience with server-side rendering\n- Appreciation for craft, in code and in the products our sellers make\n\nBased in Portland, with flexible in-office days.",
  },
  {
    title: 'Growth Marketing Manager',
    companyName: 'Basket & Bough',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Mid Level',
    daysAgo: 15,
    description:
      "Basket & Bough grows when shoppers discover makers they love and come back to buy again. We're hiring a growth marketer to own the acquisition and lifecycle programs that help us do that efficiently.\n\nWhat you'll do:\n- Plan and run paid social, search, and affiliate campaigns with clear budgets and goals\n- Build email and push journeys for new shoppers, repeat buyers, and lapsed customers\n- Design experiments and report results honestly, including the ones that don't work\n- Work with our SEO lead on content around seasonal gifting\n\nWhat we look for:\n- 3-5 years in growth or performance marketing, ideally for a consumer marketplace\n- Strong analytical skills and comfort with SQL or a BI tool\n- A good eye for creative and copy\n\nThis role is remote in the US.",
  },
  {
    title: 'Search & Recommendations Engineer',
    companyName: 'Basket & Bough',
    type: 'Full-time',
    location: 'Hybrid - Portland, OR',
    experienceLevel: 'Senior',
    daysAgo: 22,
    description:
      "Shoppers on Basket & Bough often don't know exactly what they want. They just know they want a mug that feels right. Our search and recommendations team helps them find it among two million one-of-a-kind listings.\n\nWhat you'll do:\n- Improve ranking for search and category pages using behavioral and listing signals\n- Build recommendation features such as similar items and shop suggestions\n- Run A/B tests and analyze their impact on conversion and seller fairness\n- Maintain our search infrastructure and indexing pipelines\n\nWhat we look for:\n- 4+ years of experience in search, recommendations, or applied machine learning\n- Strong Python skills and experience operating a search engine in production\n- Good judgment about balancing relevance with discovery of newer sellers\n\nHybrid in Portland, two days a week.",
  },
  {
    title: 'Seller Onboarding Specialist',
    companyName: 'Basket & Bough',
    type: 'Contract',
    location: 'Remote (US)',
    experienceLevel: 'Entry Level',
    daysAgo: 10,
    description:
      "Each fall, hundreds of new makers join Basket & Bough ahead of the holiday season. We're looking for a contract onboarding specialist to help them open their shops smoothly and start selling quickly.\n\nWhat you'll do:\n- Guide new sellers through shop setup, listing photos, and shipping profiles over email and video calls\n- Review new shops to make sure they meet our handmade guidelines\n- Answer questions about fees, payouts, and policies\n- Share recurring questions with the product team so we can fix root causes\n\nWhat we look for:\n- Experience in customer support, onboarding, or account management\n- Friendly, patient communication and strong writing\n- Familiarity with e-commerce, craft markets, or running a small business\n\nThis is a four-month remote contract at full-time hours, with the possibility of extension.",
  },
  // Quillguard
  {
    title: 'Detection Engineer',
    companyName: 'Quillguard',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Mid Level',
    daysAgo: 3,
    description:
      "Quillguard's detection team writes the logic that spots attackers hiding behind valid credentials. We look at identity provider logs, cloud audit trails, and code hosting activity to find sessions that don't add up.\n\nWhat you'll do:\n- Research attacker techniques and turn them into high-fidelity detections\n- Reduce false positives by tuning detections against real customer data\n- Build tooling in Python to test detections before they ship\n- Write clear guidance so analysts know what to do when an alert fires\n\nWhat we look for:\n- 2-4 years in detection engineering, threat hunting, or a SOC\n- Familiarity with identity protocols such as SAML and OAuth\n- Python scripting and comfort with query languages for log analysis\n- Curiosity and a habit of testing your assumptions\n\nThis role is remote within the US.",
  },
  {
    title: 'Staff Backend Engineer, Ingestion',
    companyName: 'Quillguard',
    type: 'Full-time',
    location: 'Austin, TX',
    experienceLevel: 'Lead',
    daysAgo: 19,
    description:
      "Quillguard ingests billions of identity and audit events each day from dozens of sources. The ingestion team makes sure those events arrive quickly, completely, and in a consistent shape that the detection engine can trust.\n\nWhat you'll do:\n- Set technical direction for ingestion pipelines written in Go and running on Kafka\n- Design for backfills, schema changes, and noisy sources without losing data\n- Lead cross-team design reviews and raise the bar on operational maturity\n- Mentor senior engineers and help grow future tech leads\n\nWhat we look for:\n- 8+ years of backend engineering, with significant work on high-volume data systems\n- Production experience with Kafka or a similar streaming platform\n- A track record of leading large technical projects across teams\n\nThis role is based in our Austin office.",
  },
  {
    title: 'Security Researcher',
    companyName: 'Quillguard',
    type: 'Full-time',
    location: 'Hybrid - London, UK',
    experienceLevel: 'Senior',
    daysAgo: 7,
    description:
      "Our research team publishes original work on identity attacks and feeds what it learns directly into the product. Recent projects covered OAuth consent phishing and token theft from developer machines.\n\nWhat you'll do:\n- Investigate new attack techniques against single sign-on, cloud, and SaaS platforms\n- Build proofs of concept in a lab environment and document detection opportunities\n- Write blog posts and reports, and present at security conferences\n- Support incident response when customers face novel attacks\n\nWhat we look for:\n- 5+ years in offensive security, red teaming, or threat research\n- Deep understanding of identity systems and cloud platforms\n- A track record of published research, talks, or responsibly disclosed vulnerabilities\n- Strong writing for both technical and executive audiences\n\nHybrid from our London office, two days a week.",
  },
  {
    title: 'Sales Engineer',
    companyName: 'Quillguard',
    type: 'Full-time',
    location: 'New York, NY',
    experienceLevel: 'Senior',
    daysAgo: 13,
    description:
      "Quillguard sales engineers are trusted advisors to the security teams evaluating our platform. You'll run technical discovery, lead proof-of-value deployments, and make sure customers see real findings in their own environments within the first week.\n\nWhat you'll do:\n- Partner with account executives on enterprise deals in the Northeast\n- Run demos and technical deep dives for security engineers and CISOs\n- Guide customers through integration with their identity providers and cloud accounts\n- Relay field feedback to product and engineering\n\nWhat we look for:\n- 4+ years as a sales engineer, security engineer, or security consultant\n- Hands-on knowledge of identity and access management\n- Excellent presentation skills and a calm presence in tough technical conversations\n\nBased in New York, with travel to customer sites up to 30% of the time.",
  },
  {
    title: 'Security Analyst Intern',
    companyName: 'Quillguard',
    type: 'Internship',
    location: 'Austin, TX',
    experienceLevel: 'Entry Level',
    daysAgo: 35,
    description:
      "Spend a summer on Quillguard's managed detection team, working alongside analysts who triage real alerts for our customers. This internship is designed for students who want a hands-on start in security operations.\n\nWhat you'll do:\n- Shadow analysts as they investigate identity alerts and suspicious sessions\n- Help write and improve runbooks for common alert types\n- Build a small project, such as an enrichment script or a dashboard, with a mentor\n- Join weekly sessions on threat intelligence and incident response\n\nWhat we look for:\n- Currently studying computer science, cybersecurity, or information systems\n- Basic scripting in Python or a similar language\n- Curiosity about how attacks work and how to stop them\n- Participation in CTFs or security clubs is a plus\n\nThis is a paid, 10-week internship based in Austin.",
  },
  // Saltgrass Carbon
  {
    title: 'Remote Sensing Scientist',
    companyName: 'Saltgrass Carbon',
    type: 'Full-time',
    location: 'Copenhagen, Denmark',
    experienceLevel: 'Senior',
    daysAgo: 6,
    description:
      "Saltgrass Carbon estimates how much carbon coastal ecosystems store, and remote sensing is at the heart of that work. Our science team combines satellite and drone imagery with field cores to map vegetation and biomass across restoration sites.\n\nWhat you'll do:\n- Develop and validate models that estimate above-ground biomass and habitat extent\n- Process multispectral and lidar data from drones and satellites\n- Quantify uncertainty and document methods for third-party verifiers\n- Collaborate with field teams and academic partners\n\nWhat we look for:\n- A PhD or 5+ years of experience in remote sensing, ecology, or geospatial data science\n- Strong Python skills, including geospatial libraries\n- Experience with coastal or wetland ecosystems is a strong plus\n- Commitment to scientific rigor and transparent methods\n\nBased in our Copenhagen office.",
  },
  {
    title: 'Full-Stack Engineer',
    companyName: 'Saltgrass Carbon',
    type: 'Full-time',
    location: 'Remote (EU)',
    experienceLevel: 'Mid Level',
    daysAgo: 16,
    description:
      "Restoration project developers use Saltgrass's web platform to upload field data, track monitoring plans, and share results with verifiers and credit buyers. We're a small engineering team, so you'll work across the whole stack.\n\nWhat you'll do:\n- Build features in TypeScript, with React on the frontend and Node.js on the backend\n- Design data models in PostgreSQL with PostGIS for spatial data\n- Create maps and charts that make complex measurements easy to understand\n- Talk directly with users to understand what they need\n\nWhat we look for:\n- 3+ years of full-stack development\n- Solid experience with TypeScript and relational databases\n- Interest in climate and a willingness to learn some ecology along the way\n- Experience with mapping libraries is a plus\n\nRemote within the EU, with a yearly team trip to one of our field sites.",
  },
  {
    title: 'Field Technician, Coastal Sampling',
    companyName: 'Saltgrass Carbon',
    type: 'Contract',
    location: 'Charleston, SC',
    experienceLevel: 'Entry Level',
    daysAgo: 9,
    description:
      "Every estimate Saltgrass publishes rests on careful field measurements. We're hiring field technicians for the spring and summer sampling season at restoration sites along the Southeast US coast.\n\nWhat you'll do:\n- Collect sediment cores, vegetation plots, and water level data following our protocols\n- Operate GPS units and support drone survey flights\n- Label, log, and ship samples to partner labs\n- Keep detailed field notes and flag anything unusual to the science team\n\nWhat we look for:\n- A degree in ecology, environmental science, or a related field, or equivalent field experience\n- Comfort working long days outdoors in mud, heat, and changing tides\n- A valid driver's license\n- Experience with small boats or kayaks is a plus\n\nThis is a six-month contract based in Charleston, with regular travel to nearby sites.",
  },
  {
    title: 'Data Engineer',
    companyName: 'Saltgrass Carbon',
    type: 'Full-time',
    location: 'Hybrid - Copenhagen, Denmark',
    experienceLevel: 'Mid Level',
    daysAgo: 28,
    description:
      "Saltgrass brings together lab results, field measurements, sensor feeds, and imagery into one consistent record for each restoration site. The data engineering team makes sure that record is complete, reproducible, and ready for audit.\n\nWhat you'll do:\n- Build and maintain Python pipelines that ingest data from labs, sensors, and field apps\n- Design a versioned data model so every published number can be traced to its sources\n- Write data quality checks that catch errors before they reach our scientists\n- Work with the science team to scale their analyses\n\nWhat we look for:\n- 3+ years of data engineering experience\n- Strong Python and SQL skills\n- Experience with workflow orchestration tools\n- An appreciation for data provenance and reproducibility\n\nHybrid in Copenhagen, with two office days each week.",
  },
  // Pixelhollow Games
  {
    title: 'Gameplay Programmer',
    companyName: 'Pixelhollow Games',
    type: 'Full-time',
    location: 'Montreal, Canada',
    experienceLevel: 'Mid Level',
    daysAgo: 4,
    description:
      "Pixelhollow is building its second game, a co-op adventure about restoring a sunken island town. The gameplay team turns design ideas into systems that feel good to play with friends.\n\nWhat you'll do:\n- Implement gameplay systems in C# and Unity, from crafting to creature behavior\n- Work closely with designers to prototype and iterate quickly\n- Make sure features work smoothly in networked co-op\n- Profile and optimize for consoles as well as PC\n\nWhat we look for:\n- 2-4 years of professional game development, or shipped indie titles\n- Strong C# and Unity experience\n- Understanding of multiplayer networking concepts\n- Good communication with designers and artists\n\nWe're a 45-person studio in Montreal. We don't crunch, and we mean it: our producers plan around sustainable hours.",
  },
  {
    title: 'Senior Technical Artist',
    companyName: 'Pixelhollow Games',
    type: 'Full-time',
    location: 'Hybrid - Montreal, Canada',
    experienceLevel: 'Senior',
    daysAgo: 18,
    description:
      "Technical artists at Pixelhollow keep our hand-painted art style looking great while running smoothly on every platform we ship to. You'll sit between art and engineering and make both teams faster.\n\nWhat you'll do:\n- Write shaders and visual effects that support our painterly look\n- Build tools and pipelines that speed up asset creation and import\n- Set performance budgets for art and help artists hit them\n- Troubleshoot rendering issues across PC and console\n\nWhat we look for:\n- 5+ years as a technical artist on shipped games\n- Strong shader skills and experience with Unity's render pipelines\n- Scripting in Python or C#\n- Experience with Houdini or other procedural tools is a plus\n\nHybrid in Montreal. French is welcome but not required; the studio works in English.",
  },
  {
    title: 'Online Services Engineer',
    companyName: 'Pixelhollow Games',
    type: 'Full-time',
    location: 'Remote (Canada)',
    experienceLevel: 'Senior',
    daysAgo: 10,
    description:
      "Lanternfall's players expect their farms, friends lists, and seasonal events to just work. The online services team builds the backend that makes that happen for more than two million players.\n\nWhat you'll do:\n- Develop and operate backend services for accounts, matchmaking, and cloud saves\n- Build live event tooling so designers can schedule content without a deploy\n- Improve observability and incident response for launches and seasonal peaks\n- Work with platform partners on certification requirements\n\nWhat we look for:\n- 5+ years of backend development on services with real traffic\n- Experience with Go, C#, or a similar language, plus SQL and caching\n- Comfort with cloud infrastructure and containers\n- Games industry experience is a plus but not required\n\nThis role is remote anywhere in Canada.",
  },
  {
    title: 'QA Tester',
    companyName: 'Pixelhollow Games',
    type: 'Contract',
    location: 'Montreal, Canada',
    experienceLevel: 'Entry Level',
    daysAgo: 2,
    description:
      "We're growing our QA team ahead of Lanternfall's next major content update. As a QA tester, you'll play upcoming builds, find what's broken, and help the team fix it before players ever see it.\n\nWhat you'll do:\n- Execute test plans for new features, quests, and seasonal events\n- Explore the game freely to find bugs that test plans miss\n- Write clear, reproducible bug reports with video and save files\n- Verify fixes and run regression passes before each release\n\nWhat we look for:\n- A love of games and a sharp eye for detail\n- Clear written communication in English\n- Patience for repeating the same steps many times\n- Previous QA experience is a plus, but not required\n\nThis is a four-month on-site contract in Montreal, with the possibility of extension. All hardware is provided.",
  },
  {
    title: 'Lead Game Designer',
    companyName: 'Pixelhollow Games',
    type: 'Full-time',
    location: 'Montreal, Canada',
    experienceLevel: 'Lead',
    daysAgo: 33,
    description:
      "We're looking for a lead game designer to shape the core loop of Pixelhollow's next game. You'll guide a team of four designers and work with the creative director to turn a strong pitch into a game people want to return to every evening.\n\nWhat you'll do:\n- Own the overall design vision for progression, economy, and co-op play\n- Lead playtests and turn feedback into clear design decisions\n- Write and maintain design documentation the whole team can rely on\n- Mentor designers and give thoughtful, actionable feedback\n\nWhat we look for:\n- 8+ years in game design, with at least one shipped title in a lead role\n- Deep understanding of systems design and game economies\n- Experience designing cooperative multiplayer experiences\n- Strong collaboration with art, engineering, and production\n\nBased in our Montreal studio.",
  },
  // Relayport
  {
    title: 'Senior Data Engineer',
    companyName: 'Relayport',
    type: 'Full-time',
    location: 'Chicago, IL',
    experienceLevel: 'Senior',
    daysAgo: 5,
    description:
      "Relayport processes millions of location pings, carrier updates, and shipment events every day. The data engineering team turns that messy stream into clean, trustworthy data that powers customer dashboards and prediction models.\n\nWhat you'll do:\n- Build and scale streaming and batch pipelines in Python and SQL\n- Own data models for shipments, carriers, and facilities\n- Improve data quality monitoring and alerting\n- Partner with machine learning engineers on feature pipelines\n\nWhat we look for:\n- 5+ years of data engineering experience\n- Production experience with a streaming system and an orchestration tool such as Airflow\n- Strong SQL and data modeling skills\n- Logistics or supply chain experience is a plus\n\nBased in Chicago, with flexible in-office days.",
  },
  {
    title: 'Product Manager, Carrier Network',
    companyName: 'Relayport',
    type: 'Full-time',
    location: 'Hybrid - Chicago, IL',
    experienceLevel: 'Mid Level',
    daysAgo: 20,
    description:
      "Relayport only works if carriers share their data with us, and most of them are small trucking companies with very little time to spare. The carrier network team makes connecting to Relayport quick and worthwhile for them.\n\nWhat you'll do:\n- Own the roadmap for carrier onboarding, integrations, and the carrier mobile app\n- Interview dispatchers and drivers to understand their workflows\n- Define metrics for network coverage and data quality, and move them\n- Work with partnerships on integrations with electronic logging device providers\n\nWhat we look for:\n- 3+ years of product management experience\n- Comfort with B2B or two-sided products\n- Curiosity about trucking and freight, even if you're new to the industry\n- Strong analytical skills and clear writing\n\nHybrid in Chicago, three days a week.",
  },
  {
    title: 'Machine Learning Engineer, ETA Prediction',
    companyName: 'Relayport',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Senior',
    daysAgo: 12,
    description:
      "When a shipment is going to be late, our customers want to know hours or days before it happens, not after. The ETA team builds models that predict arrival times across trucking, rail, and ocean freight.\n\nWhat you'll do:\n- Develop and improve ETA models using GPS tracks, traffic, weather, and historical performance\n- Deploy models to production and monitor accuracy by mode and lane\n- Build evaluation frameworks that reflect how customers use predictions\n- Collaborate with data engineers on features and training pipelines\n\nWhat we look for:\n- 4+ years of applied machine learning experience in production\n- Strong Python skills and experience with gradient boosting or deep learning for time series\n- Comfort working with geospatial data\n- Clear communication about model trade-offs\n\nThis role is remote in the US.",
  },
  {
    title: 'Implementation Manager',
    companyName: 'Relayport',
    type: 'Full-time',
    location: 'Rotterdam, Netherlands',
    experienceLevel: 'Mid Level',
    daysAgo: 38,
    description:
      "Relayport is expanding in Europe, and our Rotterdam team helps new customers go live. As an implementation manager, you'll guide shippers from signed contract to fully connected operations.\n\nWhat you'll do:\n- Run implementation projects for new customers, typically lasting six to ten weeks\n- Coordinate integrations with customers' transport management systems and carriers\n- Train logistics teams on how to use Relayport day to day\n- Hand off healthy accounts to customer success with clear documentation\n\nWhat we look for:\n- 3+ years in implementation, project management, or logistics operations\n- Understanding of freight, ocean shipping, or supply chain software\n- Strong organization and a calm approach to shifting timelines\n- Fluent English; Dutch or German is a plus\n\nBased in our Rotterdam office near the port.",
  },
  // Slateberry Learning
  {
    title: 'Frontend Engineer',
    companyName: 'Slateberry Learning',
    type: 'Full-time',
    location: 'Toronto, Canada',
    experienceLevel: 'Mid Level',
    daysAgo: 7,
    description:
      "Students and teachers use Slateberry on school Chromebooks, old iPads, and everything in between. The frontend team makes sure math practice is fast, accessible, and fun on all of them.\n\nWhat you'll do:\n- Build student and teacher features in React and TypeScript\n- Create interactive math tools such as number lines, graphs, and equation editors\n- Improve accessibility for students using screen readers and keyboard navigation\n- Work closely with learning designers and researchers\n\nWhat we look for:\n- 2-4 years of frontend development experience\n- Strong JavaScript, TypeScript, and CSS fundamentals\n- Care for accessibility and performance on low-end devices\n- Interest in education; former teachers are very welcome\n\nBased in Toronto, with two office days a week.",
  },
  {
    title: 'Learning Designer, Math',
    companyName: 'Slateberry Learning',
    type: 'Full-time',
    location: 'Remote (Canada)',
    experienceLevel: 'Mid Level',
    daysAgo: 24,
    description:
      "Slateberry's learning designers decide what students practice, in what order, and how hints guide them when they're stuck. We're looking for a designer focused on middle school algebra readiness.\n\nWhat you'll do:\n- Design problem sets, hint sequences, and feedback for grades 6 through 8\n- Map content to provincial and state curriculum standards\n- Analyze student data to find where learners struggle, then revise content\n- Collaborate with engineers on new interactive problem types\n\nWhat we look for:\n- Classroom experience teaching middle school math, or a background in math education\n- Experience designing digital learning content\n- Comfort with basic data analysis\n- Clear, student-friendly writing\n\nThis role is remote anywhere in Canada, with an annual team retreat in Toronto.",
  },
  {
    title: 'Curriculum Writer',
    companyName: 'Slateberry Learning',
    type: 'Part-time',
    location: 'Remote (US)',
    experienceLevel: 'Mid Level',
    daysAgo: 11,
    description:
      "We're looking for experienced math teachers to write practice problems and worked examples for Slateberry, on a flexible part-time schedule that fits around the school year.\n\nWhat you'll do:\n- Write original problems aligned to specific standards and difficulty levels\n- Create step-by-step worked examples and hints\n- Review other writers' content for accuracy and clarity\n- Flag problems that may confuse English language learners\n\nWhat we look for:\n- At least three years teaching math in grades 5 through 9\n- Deep familiarity with common misconceptions in fractions, ratios, and early algebra\n- Precise writing and attention to detail\n- Reliability with deadlines\n\nThis is a remote role of 10-15 hours per week, open to applicants in the US. Many of our writers are current teachers working evenings and summers.",
  },
  {
    title: 'UX Research Intern',
    companyName: 'Slateberry Learning',
    type: 'Internship',
    location: 'Toronto, Canada',
    experienceLevel: 'Entry Level',
    daysAgo: 40,
    description:
      "Join Slateberry's research team for a summer and help us understand how students and teachers actually use our product. You'll spend time in real classrooms, which is still the best way to learn what works.\n\nWhat you'll do:\n- Plan and run classroom observations and teacher interviews\n- Synthesize findings into clear insights and share them with the product team\n- Help run usability tests of new features with students\n- Support a survey study of teacher needs\n\nWhat we look for:\n- Currently enrolled in a graduate or undergraduate program in HCI, psychology, education, or a related field\n- Some experience with qualitative research methods\n- Comfort working with kids and teachers\n- A police check will be required before classroom visits\n\nThis is a paid internship in Toronto, running May through August.",
  },
  // Sablepoint AI
  {
    title: 'Research Scientist, LLM Evaluation',
    companyName: 'Sablepoint AI',
    type: 'Full-time',
    location: 'San Francisco, CA',
    experienceLevel: 'Senior',
    daysAgo: 1,
    description:
      "How do you know whether a change to your prompt or model made your application better? Sablepoint's research team works on that question and turns the answers into product features our customers rely on.\n\nWhat you'll do:\n- Develop methods for evaluating open-ended model outputs, including model-graded and human-in-the-loop approaches\n- Study the reliability and bias of automated judges\n- Publish research and contribute to open evaluation benchmarks\n- Work with engineers to ship your methods in the product\n\nWhat we look for:\n- A PhD in machine learning, NLP, or a related field, or equivalent research experience\n- A record of publications or impactful open source work\n- Strong Python and experience running experiments at scale\n- Pragmatism about what customers actually need\n\nBased in San Francisco.",
  },
  {
    title: 'Staff Machine Learning Engineer',
    companyName: 'Sablepoint AI',
    type: 'Full-time',
    location: 'Hybrid - San Francisco, CA',
    experienceLevel: 'Lead',
    daysAgo: 8,
    description:
      "Sablepoint runs millions of evaluation calls a day across many model providers and our own fine-tuned graders. We're looking for a staff ML engineer to lead the systems that train, serve, and monitor those graders.\n\nWhat you'll do:\n- Set the technical direction for model training and serving infrastructure\n- Fine-tune and distill small models that grade outputs quickly and cheaply\n- Build monitoring to catch grader drift and quality regressions\n- Mentor engineers and lead design reviews across teams\n\nWhat we look for:\n- 8+ years in software engineering, with 4+ years in production machine learning\n- Experience with GPU inference, batching, and cost optimization\n- Strong Python plus familiarity with Kubernetes\n- A track record of leading complex projects to completion\n\nHybrid in San Francisco, three days a week.",
  },
  {
    title: 'Backend Engineer, Tracing Pipeline',
    companyName: 'Sablepoint AI',
    type: 'Full-time',
    location: 'Bengaluru, India',
    experienceLevel: 'Mid Level',
    daysAgo: 3,
    description:
      "Every time a customer's application calls a model, Sablepoint can capture a trace of the prompt, response, tools used, and latency. The tracing team builds the pipeline that ingests, stores, and queries those traces at scale.\n\nWhat you'll do:\n- Build ingestion services in Go and Python that handle bursty traffic\n- Optimize storage and query performance in our columnar analytics database\n- Design APIs and SDK features for developers sending traces\n- Participate in on-call and help improve reliability\n\nWhat we look for:\n- 3-5 years of backend engineering experience\n- Experience with high-throughput data systems\n- Solid understanding of databases and query performance\n- Interest in how LLM applications behave in production\n\nBased in our Bengaluru office, working closely with the team in San Francisco.",
  },
  {
    title: 'Senior Product Manager, Evaluations',
    companyName: 'Sablepoint AI',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Senior',
    daysAgo: 15,
    description:
      "Sablepoint's evaluations product helps teams test LLM applications before they ship changes. We're looking for a senior product manager who can make evaluation feel as natural as running unit tests.\n\nWhat you'll do:\n- Own the roadmap for datasets, test suites, and evaluation reports\n- Talk to AI engineers every week and turn their pain points into product bets\n- Partner with research to bring new evaluation methods to market\n- Define pricing and packaging with the go-to-market team\n\nWhat we look for:\n- 5+ years of product management on developer tools or technical products\n- Hands-on experience building with LLMs, even as a side project\n- Technical depth to debate trade-offs with engineers\n- Strong writing and decisive prioritization\n\nRemote in the US, with quarterly team weeks in San Francisco.",
  },
  {
    title: 'Machine Learning Intern',
    companyName: 'Sablepoint AI',
    type: 'Internship',
    location: 'Bengaluru, India',
    experienceLevel: 'Entry Level',
    daysAgo: 26,
    description:
      "Sablepoint's machine learning interns work on research and engineering problems that matter to the product. Past interns built a faithfulness grader now used by hundreds of customers and a benchmark for multilingual evaluation.\n\nWhat you'll do:\n- Work on a scoped project with a mentor from the ML team\n- Run experiments, analyze results, and present your findings\n- Write production-quality Python and contribute to our codebase\n- Join reading groups and weekly team demos\n\nWhat we look for:\n- Currently pursuing a bachelor's, master's, or PhD in computer science, statistics, or a related field\n- Coursework or projects in machine learning or NLP\n- Strong Python skills and familiarity with PyTorch\n- Curiosity and a willingness to ask questions early\n\nThis is a six-month paid internship in Bengaluru.",
  },
  {
    title: 'Solutions Engineer',
    companyName: 'Sablepoint AI',
    type: 'Full-time',
    location: 'London, UK',
    experienceLevel: 'Mid Level',
    daysAgo: 44,
    description:
      "Sablepoint is growing quickly in Europe, and we need a solutions engineer in London to help customers get value from the platform. You'll work with AI engineering teams at banks, retailers, and software companies as they adopt evaluation and monitoring.\n\nWhat you'll do:\n- Run technical discovery and tailored demos for prospective customers\n- Help customers instrument their applications and design their first evaluation suites\n- Build example notebooks and integration guides\n- Share customer feedback with product and engineering\n\nWhat we look for:\n- 3+ years in solutions engineering, consulting, or software development\n- Hands-on experience with Python and LLM APIs\n- Confidence presenting to both engineers and business stakeholders\n- Willingness to travel occasionally within Europe\n\nBased in London, with three days a week in the office.",
  },
  // Hearthcast Media
  {
    title: 'Audio Producer',
    companyName: 'Hearthcast Media',
    type: 'Full-time',
    location: 'Hybrid - London, UK',
    experienceLevel: 'Mid Level',
    daysAgo: 6,
    description:
      "Hearthcast makes local news podcasts with newsrooms that want to reach listeners on the commute, at the gym, or while making dinner. Our producers shape reporters' stories into episodes people actually finish.\n\nWhat you'll do:\n- Produce and edit daily and weekly episodes for several partner shows\n- Coach reporters on scripting, delivery, and interview technique\n- Mix and master audio to our house standards\n- Pitch new formats and special series to partner newsrooms\n\nWhat we look for:\n- 2-4 years producing podcasts or radio\n- Strong editing skills in a digital audio workstation\n- Good news judgment and an understanding of editorial standards\n- Ability to manage multiple deadlines calmly\n\nHybrid in London, with studio days in the office and the rest from home.",
  },
  {
    title: 'Senior Backend Engineer, Ad Insertion',
    companyName: 'Hearthcast Media',
    type: 'Full-time',
    location: 'Manchester, UK',
    experienceLevel: 'Senior',
    daysAgo: 14,
    description:
      "Hearthcast's audio platform inserts ads into episodes at download time, so local shows can sell sponsorships to nearby businesses. The ad platform team keeps that system fast, accurate, and fair to listeners.\n\nWhat you'll do:\n- Build and scale the services that stitch audio and serve episodes through our CDN\n- Improve campaign targeting, pacing, and reporting for advertisers\n- Work on privacy-friendly measurement that respects listener consent\n- Mentor engineers and contribute to architecture decisions\n\nWhat we look for:\n- 5+ years of backend engineering experience, ideally in Java or Kotlin\n- Experience with high-traffic content delivery or ad tech\n- Knowledge of audio formats and encoding is a plus\n- Commitment to quality and thoughtful code review\n\nBased in our Manchester office, with occasional trips to London.",
  },
  {
    title: 'Audience Growth Editor',
    companyName: 'Hearthcast Media',
    type: 'Part-time',
    location: 'Remote (UK)',
    experienceLevel: 'Entry Level',
    daysAgo: 31,
    description:
      "We're looking for a part-time audience growth editor to help Hearthcast's shows find new listeners. This is a great fit for an early-career journalist or social media producer who loves audio.\n\nWhat you'll do:\n- Write episode titles, show notes, and newsletter blurbs that are accurate and inviting\n- Cut short audio and video clips for social platforms\n- Track which episodes and topics grow audiences, and share what you learn\n- Coordinate cross-promotions between partner shows\n\nWhat we look for:\n- Some experience in journalism, social media, or newsletters, including student media\n- Sharp, concise writing and good news judgment\n- Basic audio or video editing skills\n- Comfort with analytics dashboards\n\nThis role is remote within the UK, at about 20 hours per week with flexible scheduling.",
  },
  // Roamwell Travel
  {
    title: 'Senior iOS Engineer',
    companyName: 'Roamwell Travel',
    type: 'Full-time',
    location: 'Lisbon, Portugal',
    experienceLevel: 'Senior',
    daysAgo: 2,
    description:
      "Organizers and travelers rely on Roamwell's iOS app for itineraries, boarding passes, and real-time updates when plans change. When a flight is cancelled at midnight, the app has to tell people exactly what to do next.\n\nWhat you'll do:\n- Build features in Swift and SwiftUI for travelers and trip organizers\n- Make the app work well offline, because airports and rural venues have bad connections\n- Improve push notifications and live updates for time-sensitive changes\n- Mentor engineers and contribute to our mobile architecture\n\nWhat we look for:\n- 5+ years of iOS development with Swift\n- Experience with offline data sync and background processing\n- A strong eye for interaction detail\n- Travel industry experience is a plus\n\nBased in our Lisbon office, with relocation support available.",
  },
  {
    title: 'Backend Engineer, Booking Platform',
    companyName: 'Roamwell Travel',
    type: 'Full-time',
    location: 'Remote (EU)',
    experienceLevel: 'Mid Level',
    daysAgo: 13,
    description:
      "Roamwell's booking platform connects to airlines, hotels, and venues to book trips for groups of 10 to 500 people. The work involves messy external APIs, inventory that changes by the minute, and a lot of edge cases.\n\nWhat you'll do:\n- Build and maintain supplier integrations and booking workflows in Ruby and PostgreSQL\n- Design for retries, partial failures, and reconciliation with supplier systems\n- Improve test coverage and observability across booking flows\n- Collaborate with travel operations to automate manual work\n\nWhat we look for:\n- 3+ years of backend engineering experience\n- Experience integrating with third-party APIs\n- Comfort with relational databases and background job systems\n- Ruby experience is helpful but not required\n\nRemote within the EU, with working hours that overlap with Lisbon.",
  },
  {
    title: 'Group Travel Coordinator',
    companyName: 'Roamwell Travel',
    type: 'Full-time',
    location: 'Hybrid - Lisbon, Portugal',
    experienceLevel: 'Entry Level',
    daysAgo: 9,
    description:
      "Roamwell's travel coordinators make sure every offsite and conference trip runs smoothly, from the first quote to the last airport transfer. This is a great first role for someone organized, calm, and passionate about travel.\n\nWhat you'll do:\n- Manage bookings and changes for your assigned group trips\n- Coordinate with hotels, venues, and ground transport suppliers\n- Answer traveler questions over chat and email\n- Take part in a rotation for after-hours support during live trips\n\nWhat we look for:\n- 0-2 years of experience in travel, hospitality, events, or customer service\n- Excellent organization and attention to detail\n- Fluent English; Portuguese or Spanish is a plus\n- A steady head when plans change at the last minute\n\nHybrid in Lisbon, three days a week in the office.",
  },
  {
    title: 'Engineering Manager, Payments',
    companyName: 'Roamwell Travel',
    type: 'Full-time',
    location: 'Barcelona, Spain',
    experienceLevel: 'Lead',
    daysAgo: 23,
    description:
      "Group trips involve deposits, split payments, refunds, and invoices in many currencies. Roamwell's payments team builds the systems that keep all that money moving correctly, and we're looking for an engineering manager to lead it.\n\nWhat you'll do:\n- Lead a team of six engineers building billing, payments, and invoicing\n- Partner with finance on reconciliation, reporting, and compliance\n- Hire and develop engineers, and build a healthy, sustainable team culture\n- Drive technical decisions on multi-currency support and payment provider integrations\n\nWhat we look for:\n- 3+ years managing engineering teams\n- Strong background in payments, fintech, or billing systems\n- Experience hiring and developing engineers\n- Clear communication with both technical and non-technical partners\n\nBased in our Barcelona office, with regular visits to Lisbon.",
  },
  // Fathomly Analytics
  {
    title: 'Staff Engineer, Query Engine',
    companyName: 'Fathomly Analytics',
    type: 'Full-time',
    location: 'Seattle, WA',
    experienceLevel: 'Lead',
    daysAgo: 4,
    description:
      "Fathomly runs product analytics directly on customers' data warehouses, which means every funnel and retention chart turns into SQL that has to be correct and fast. The query engine team owns that translation.\n\nWhat you'll do:\n- Lead the design of our query planner and SQL generation across multiple warehouse dialects\n- Build caching and incremental computation to keep queries fast and affordable\n- Define technical standards and mentor engineers across the team\n- Work with customers on their hardest performance problems\n\nWhat we look for:\n- 8+ years of software engineering, with deep experience in databases or query engines\n- Expert SQL and a solid understanding of query optimization\n- Experience with Rust or another systems language\n- A history of leading large technical initiatives\n\nBased in Seattle, with flexible office days.",
  },
  {
    title: 'Senior Product Designer',
    companyName: 'Fathomly Analytics',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Senior',
    daysAgo: 17,
    description:
      "Fathomly's users are product managers, analysts, and engineers trying to answer questions quickly. Our designers make complex analysis feel approachable without hiding the details experts care about.\n\nWhat you'll do:\n- Lead design for core analysis workflows such as funnels, retention, and experiments\n- Design charts and tables that are honest, readable, and accessible\n- Run user research with customers and turn it into clear design direction\n- Contribute to our design system and interaction patterns\n\nWhat we look for:\n- 5+ years of product design experience, ideally in data or B2B tools\n- A strong portfolio showing complex workflows and data visualization\n- Comfort working with SQL-savvy users and engineers\n- Excellent communication and facilitation skills\n\nThis role is remote in the US, with two team gatherings a year.",
  },
  {
    title: 'Solutions Engineer',
    companyName: 'Fathomly Analytics',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Mid Level',
    daysAgo: 7,
    description:
      "Fathomly solutions engineers help prospects see their own data in our product during the first call, not after weeks of setup. You'll pair technical depth with a genuine interest in how teams use analytics.\n\nWhat you'll do:\n- Run technical discovery and connect Fathomly to prospects' data warehouses\n- Model event data and build tailored demos using customers' own schemas\n- Answer security and architecture questions during evaluations\n- Partner with account executives to plan and close deals\n\nWhat we look for:\n- 2-4 years in solutions engineering, analytics engineering, or data consulting\n- Strong SQL and experience with modern cloud data warehouses\n- Familiarity with dbt or similar transformation tools\n- Clear communication with technical and business audiences\n\nRemote in the US, with occasional travel to customer sites.",
  },
  {
    title: 'Software Engineer, Integrations',
    companyName: 'Fathomly Analytics',
    type: 'Full-time',
    location: 'Toronto, Canada',
    experienceLevel: 'Mid Level',
    daysAgo: 29,
    description:
      "Fathomly needs clean event data to be useful, and the integrations team builds the connectors and SDKs that get it there. You'll work on everything from JavaScript tracking libraries to warehouse schema detection.\n\nWhat you'll do:\n- Build and maintain SDKs for web, mobile, and server-side event tracking\n- Develop connectors that detect and map event tables in customer warehouses\n- Improve documentation and the developer experience of setup\n- Debug integration issues alongside our support team\n\nWhat we look for:\n- 2-4 years of software engineering experience\n- Proficiency in TypeScript and at least one backend language\n- Experience designing APIs or SDKs that other developers use\n- Attention to backward compatibility and versioning\n\nBased in Toronto, where we're building our second engineering hub.",
  },
  {
    title: 'Data Visualization Engineer',
    companyName: 'Fathomly Analytics',
    type: 'Contract',
    location: 'Remote (US)',
    experienceLevel: 'Senior',
    daysAgo: 42,
    description:
      "We're looking for a senior contractor to help rebuild Fathomly's charting layer over the next four to six months. Our current charts were built quickly and are starting to show their limits with large datasets.\n\nWhat you'll do:\n- Design and build a new chart rendering layer, using D3 with canvas where appropriate\n- Improve performance for charts with tens of thousands of points\n- Add accessible alternatives such as data tables and keyboard navigation\n- Document the architecture so our team can maintain it after the contract\n\nWhat we look for:\n- 6+ years of frontend engineering with a focus on data visualization\n- Deep experience with D3, SVG, and canvas rendering\n- Strong TypeScript and React skills\n- Examples of past visualization work you can share\n\nRemote within US time zones, at about 30 hours a week.",
  },
  // Shiftwren
  {
    title: 'Senior DevOps Engineer',
    companyName: 'Shiftwren',
    type: 'Full-time',
    location: 'Denver, CO',
    experienceLevel: 'Senior',
    daysAgo: 0,
    description:
      "Shiftwren handles schedules and pay for more than 300,000 hourly workers, so downtime means people can't see their shifts or get paid. Our infrastructure team keeps the platform secure, reliable, and affordable.\n\nWhat you'll do:\n- Manage our AWS infrastructure with Terraform and improve deployment pipelines\n- Strengthen security controls for SOC 2 and payments compliance\n- Build observability and on-call practices that keep incidents short\n- Help reduce cloud costs without sacrificing reliability\n\nWhat we look for:\n- 5+ years in DevOps, infrastructure, or SRE roles\n- Deep AWS experience and strong Terraform skills\n- Experience with container orchestration and CI/CD systems\n- Understanding of security best practices for regulated data\n\nBased in Denver, with three days a week in the office.",
  },
  {
    title: 'Android Engineer',
    companyName: 'Shiftwren',
    type: 'Full-time',
    location: 'Bengaluru, India',
    experienceLevel: 'Mid Level',
    daysAgo: 5,
    description:
      "For many Shiftwren users, the Android app is how they handle everything about work outside the shift itself: checking schedules, swapping shifts, and cashing out earned wages. Our Bengaluru mobile team builds it for a huge range of devices.\n\nWhat you'll do:\n- Build features in Kotlin with Jetpack Compose\n- Optimize performance for low-end devices and poor network conditions\n- Work on secure flows for wage payouts and identity verification\n- Write tests and improve release quality\n\nWhat we look for:\n- 2-4 years of Android development experience\n- Strong Kotlin skills and knowledge of modern Android architecture\n- Experience with offline-first design is a plus\n- Care for users who depend on your app for their paycheck\n\nBased in our Bengaluru office.",
  },
  {
    title: 'Senior Product Manager, Earned Wage Access',
    companyName: 'Shiftwren',
    type: 'Full-time',
    location: 'Hybrid - Denver, CO',
    experienceLevel: 'Senior',
    daysAgo: 19,
    description:
      "Earned wage access lets hourly workers get paid for hours they've already worked before payday, without fees that trap them in debt. We're hiring a senior product manager to lead this product at Shiftwren.\n\nWhat you'll do:\n- Own the strategy and roadmap for earned wage access and instant payouts\n- Work with compliance, finance, and payment partners on a responsible design\n- Talk to workers and employers to understand their needs and concerns\n- Define success metrics that include worker financial health\n\nWhat we look for:\n- 5+ years of product management, including payments or consumer fintech\n- Understanding of money movement, risk, and regulatory constraints\n- Experience with mobile consumer products\n- Strong values around fairness and transparency\n\nHybrid in Denver, three days a week.",
  },
  {
    title: 'Customer Support Specialist',
    companyName: 'Shiftwren',
    type: 'Full-time',
    location: 'Remote (US)',
    experienceLevel: 'Entry Level',
    daysAgo: 3,
    description:
      "Shiftwren's support team helps managers and hourly workers solve problems quickly, often while they're on the clock and short on time. This is an entry-level role with structured training and room to grow.\n\nWhat you'll do:\n- Answer questions by chat, email, and phone about scheduling, time tracking, and payouts\n- Troubleshoot account and app issues, and escalate bugs with clear details\n- Write and update help center articles\n- Share customer feedback with the product team\n\nWhat we look for:\n- Experience in customer service, retail, or hospitality\n- Clear, kind communication, especially with frustrated customers\n- Comfort learning new software\n- Spanish fluency is a plus\n\nRemote within the US. Shifts cover 7am to 7pm Mountain Time, and you'll work one weekend day.",
  },
  {
    title: 'Payroll Compliance Analyst',
    companyName: 'Shiftwren',
    type: 'Contract',
    location: 'Remote (US)',
    experienceLevel: 'Mid Level',
    daysAgo: 36,
    description:
      "Shiftwren is expanding to new states, each with its own rules for overtime, predictive scheduling, and final pay. We're looking for a payroll compliance analyst on contract to help us get those rules right.\n\nWhat you'll do:\n- Research wage and hour laws for new states and cities\n- Translate legal requirements into clear specifications for engineering\n- Review product behavior to confirm it matches the rules\n- Build a compliance tracker that the team can maintain going forward\n\nWhat we look for:\n- 3+ years in payroll, HR compliance, or employment law support\n- Knowledge of US wage and hour regulations, including predictive scheduling laws\n- Strong attention to detail and clear writing\n- Experience working with product or engineering teams is a plus\n\nThis is a six-month remote contract, approximately 25 hours per week.",
  },
];
