import type { ArticleBody } from './blocks';

/** Why referrals work, whom to ask, what to send and what happens after. */
const article: ArticleBody = [
  {
    kind: 'paragraph',
    text:
      'Large tech companies receive thousands of applications for a single opening. Most are screened in seconds, ' +
      'by a recruiter or by software, and many good candidates are never read closely at all. A referral changes ' +
      'that. When someone inside the company puts your name forward, your application arrives with a person ' +
      'attached to it, and recruiters tend to look at those first.',
  },
  { kind: 'heading', text: 'Why referrals matter to hiring teams' },
  {
    kind: 'paragraph',
    text:
      'From the company side, a referral is a trust signal. An employee who refers someone is staking a little of ' +
      'their own reputation on that person, so referred candidates are more likely to be a reasonable fit. Hiring ' +
      'through referrals is also faster and cheaper than sourcing strangers, which is why so many companies pay ' +
      'their employees a bonus when a referred hire stays. None of this guarantees you an offer. What it gives you ' +
      'is a careful read by a human, which is exactly what a cold application often never gets.',
  },
  { kind: 'heading', text: 'Start with the role, not the company' },
  {
    kind: 'paragraph',
    text:
      'The most common mistake is asking for a referral "to Google" or "to any team at Stripe". A referrer cannot ' +
      'do much with that. Before you contact anyone, find the specific opening you want: the job title, the team ' +
      'if it is listed, and the link or job ID. Read the description twice and note the three requirements you ' +
      'match best. If you cannot name them, keep looking for a better-fitting role before spending a referral on it.',
  },
  { kind: 'heading', text: 'Find the right person to ask' },
  {
    kind: 'paragraph',
    text:
      'The best referrer is rarely the most senior person you can find. It is someone close to the work: on the ' +
      'same team, on a neighbouring team, or in the same function. They can judge your fit and their word carries ' +
      'weight with the hiring manager. Good places to look are:',
  },
  {
    kind: 'list',
    items: [
      'People in the same role or team as the opening, who know what the work really involves.',
      'Recent joiners, who remember the process and are often keen to help the next person in.',
      'Alumni of your university, bootcamp or previous employers, who share some history with you.',
      'Referrers on ReferBridge: search by company, then read titles and specialties to find people in your field.',
    ],
  },
  {
    kind: 'paragraph',
    text:
      'Choose one or two people per opening. Sending the same request to ten employees of the same company looks ' +
      'like spam, and referrers talk to each other more than you might think.',
  },
  { kind: 'heading', text: 'Make saying yes take two minutes' },
  {
    kind: 'paragraph',
    text:
      'A referrer is doing you a favour between meetings. The easier you make it, the more likely it happens. ' +
      'Everything they need should be in your first message, so they never have to write back to ask.',
  },
  {
    kind: 'steps',
    items: [
      'Name the exact role and include the job link or ID.',
      'Summarise your fit in three or four lines: your current role, one relevant result, and the skill that matches the posting.',
      'Say in one sentence why this company, in words that could not be pasted into any other request.',
      'Attach a resume tailored to this role, as a PDF with a clear file name.',
      'Thank them, and make it easy to say no.',
    ],
  },
  {
    kind: 'paragraph',
    text:
      'On ReferBridge the request form asks for exactly these things: your name, email and phone, the company, your ' +
      'years of experience, a message, and your resume (PDF, DOC or DOCX, up to 5 MB). The referrer sees it all in ' +
      'one place in their dashboard, so keep the message focused on fit rather than repeating your resume.',
  },
  {
    kind: 'quote',
    text:
      'Hi Sam, I am applying for the Senior Backend Engineer role on your payments team (job 48213). I have spent ' +
      'four years building payment APIs at a fintech, most recently cutting failed card retries by a third. Your ' +
      "team's work on real-time settlement is exactly what I want to do next. My resume is attached. Would you be " +
      'comfortable referring me? Either way, thank you for reading.',
    source: 'An example request that gets read to the end',
  },
  {
    kind: 'tip',
    text:
      'Do not ask a stranger to vouch for skills they have never seen. Ask them to pass your application to the ' +
      'hiring team. That is an honest request most people are happy to grant.',
  },
  { kind: 'heading', text: 'Follow up once, then let it go' },
  {
    kind: 'paragraph',
    text:
      'If you have heard nothing after a week, send one short, friendly follow-up that repeats the role and ' +
      'offers to answer any questions. People miss messages; one reminder is welcome. Two or three are not. If ' +
      'there is still no answer, move on to another referrer or another role, and assume the best: the person is ' +
      'busy, on leave, or not in a position to help right now.',
  },
  { kind: 'heading', text: 'What happens after the referral' },
  {
    kind: 'paragraph',
    text:
      'Usually the referrer submits your details through an internal tool, sometimes with a short note about you. ' +
      'A recruiter then reviews your application, often sooner than they would review a cold one. From there the ' +
      'process is the same as for everyone else: screening calls, interviews, and a decision. Prepare for it as ' +
      'seriously as you would without a referral, because the interviewers will judge you on what you show them.',
  },
  {
    kind: 'paragraph',
    text:
      'It also helps to ask your referrer one or two good questions before the interviews: what the team is ' +
      'working on this year, what separates strong candidates, what the first months look like. Many referrers ' +
      'are glad to share what they can, and their answers make your preparation far more targeted.',
  },
  { kind: 'heading', text: 'Close the loop' },
  {
    kind: 'paragraph',
    text:
      'Whatever the outcome, tell your referrer how it went. A short note that you reached the final round, or ' +
      'that you got the offer, means a lot to someone who stuck their neck out for you. If you are hired, many ' +
      'companies pay them a bonus, and you have started a working relationship on the right foot. If not, you ' +
      'have still made a contact who knows your work and may think of you for the next opening.',
  },
  {
    kind: 'paragraph',
    text:
      'Referrals are not a trick or a shortcut around merit. They are how trust travels inside companies. Ask ' +
      'for them the way you would like to be asked: specifically, briefly, and with respect for the other ' +
      "person's time.",
  },
];

export default article;
