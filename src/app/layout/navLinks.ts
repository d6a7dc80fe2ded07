import { paths } from '../../shared/paths';

/** The navbar's main links, in the spec's order (SPEC section 2). */
export const mainLinks = [
  { label: 'Browse Referrers', href: paths.referrers.href() },
  { label: 'Browse Jobs', href: paths.browseJobs.href() },
  { label: 'Companies', href: paths.companies.href() },
  { label: 'Pricing', href: paths.pricing.href() },
  { label: 'About Us', href: paths.about.href() },
] as const;

export const footerColumns = [
  {
    title: 'Product',
    links: [
      { label: 'Browse Referrers', href: paths.referrers.href() },
      { label: 'Browse Jobs', href: paths.browseJobs.href() },
      { label: 'Companies', href: paths.companies.href() },
      { label: 'Pricing', href: paths.pricing.href() },
      { label: 'Become a Referrer', href: paths.becomeReferrer.href() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: paths.blog.href() },
      { label: 'Success Stories', href: paths.successStories.href() },
      { label: 'Guides', href: paths.guides.href() },
      { label: 'FAQ', href: paths.faq.href() },
      { label: 'Support', href: paths.support.href() },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: paths.about.href() },
      { label: 'Careers', href: paths.careers.href() },
      { label: 'Contact', href: paths.contact.href() },
      { label: 'Privacy', href: paths.privacy.href() },
    ],
  },
] as const;
