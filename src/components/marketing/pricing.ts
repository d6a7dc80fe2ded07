/** A plan of the pricing table (SPEC section 3: name, description, price, features, buttonText, popular, comingSoon). */
export interface PricingPlan {
  name: 'Basic' | 'Pro' | 'Enterprise';
  description: string;
  price: string;
  features: string[];
  buttonText: string;
  popular: boolean;
  comingSoon: boolean;
}

/** SPEC section 2: Basic is free for good and most popular; Pro and Enterprise are coming, their buttons disabled. */
export const PRICING_PLANS: readonly PricingPlan[] = [
  {
    name: 'Basic',
    description: 'Forever. No credit card needed.',
    price: 'Free',
    features: [
      'Browse referrers, companies and open jobs',
      'Send referral requests with your resume attached',
      'Follow the status of every request in one place',
      'Answer requests and post jobs as a referrer',
    ],
    buttonText: 'Get Started',
    popular: true,
    comingSoon: false,
  },
  {
    name: 'Pro',
    description: 'For active job seekers.',
    price: 'Coming Soon',
    features: [
      'Everything in Basic',
      'Extra tools to manage many applications at once',
      'Deeper insight into how your requests are doing',
    ],
    buttonText: 'Join Waitlist',
    popular: false,
    comingSoon: true,
  },
  {
    name: 'Enterprise',
    description: 'For companies and their referral programs.',
    price: 'Coming Soon',
    features: [
      'Everything in Basic',
      "A shared space for your company's referrers and jobs",
      'Dedicated onboarding and support',
    ],
    buttonText: 'Contact Us',
    popular: false,
    comingSoon: true,
  },
];

/** The line under a plan's disabled button, which says why it cannot be pressed. */
export const comingSoonNote = (planName: PricingPlan['name']) =>
  `${planName} is coming soon, so this button is not active yet.`;

/**
 * The Pro plan's payment form (SPEC section 7): a form post to /payment with the plan and the amount. It exists behind
 * the disabled Join Waitlist button and stays unreachable until payments open; the server refuses it meanwhile.
 */
export const PRO_PAYMENT = { action: '/payment', plan: 'Pro', amount: 19 } as const;
