import type { ArticleBody } from './blocks';

/** How one candidate moved from operations to a data role through a single, well-aimed referral request. */
const article: ArticleBody = [
  {
    kind: 'paragraph',
    text:
      'Aisha had applied to the same logistics software company twice. Both times she heard nothing: no rejection, ' +
      'no interview, just silence. Six weeks after her third attempt, this time through a referral, she signed an ' +
      'offer for a data analyst role on their routing team. She agreed to share her story with us, and we have ' +
      'changed a few details to protect her privacy.',
  },
  { kind: 'heading', text: 'The career change nobody could see' },
  {
    kind: 'paragraph',
    text:
      'For four years Aisha worked as an operations analyst at a regional delivery firm. Her title said ' +
      'operations, but much of her work was data: she wrote SQL every day, built the reports her managers relied ' +
      'on, and taught herself Python to automate the worst of them. When she decided to move into a data analyst ' +
      'role, her resume did not tell that story clearly enough. Screening software and busy recruiters saw an ' +
      'operations title and moved on.',
  },
  {
    kind: 'quote',
    text:
      'I knew I could do the job. I just could not get anyone to look long enough to see it. Applying felt like ' +
      'dropping letters into a well.',
    source: 'Aisha',
  },
  { kind: 'heading', text: 'Choosing one person, not ten' },
  {
    kind: 'paragraph',
    text:
      'Instead of applying a third time cold, Aisha searched ReferBridge for referrers at the company. She found ' +
      'several, and chose just one: a senior data analyst whose specialties listed logistics and forecasting. He ' +
      'worked on the team closest to the role she wanted, so he could judge her fit and his word would carry ' +
      'weight.',
  },
  {
    kind: 'paragraph',
    text:
      'Before writing, she rebuilt a side project to make her skills visible: a dashboard of delivery delays by ' +
      'route and time of day, built on public data, with a short write-up of what it revealed. Then she sent one ' +
      'focused request. It named the open role and its ID, summarised her SQL and Python work in three lines, ' +
      'linked the dashboard, and explained in one sentence why routing problems were the ones she wanted to ' +
      'work on. Her resume, rewritten to lead with analysis rather than operations, was attached.',
  },
  { kind: 'heading', text: 'Two days to a referral, nine to an interview' },
  {
    kind: 'paragraph',
    text:
      'The referrer answered within two days. He had looked at the dashboard, asked one question about how she ' +
      'had handled missing timestamps, and referred her that afternoon with a note to the hiring manager. Nine days ' +
      'after her request, Aisha had her first interview.',
  },
  {
    kind: 'quote',
    text:
      'Her message took me a minute to read and her project took five to understand. After that, referring her ' +
      'was the easy part. I could tell the hiring manager exactly why she was worth a conversation.',
    source: 'Her referrer, a senior data analyst at the company',
  },
  {
    kind: 'paragraph',
    text:
      'The process itself was no easier than for anyone else. There was a recruiter screen, a SQL exercise, a ' +
      'take-home analysis of shipment data, and a final round with the team where she presented her findings. ' +
      "She used what she had learned from her referrer about the team's priorities to decide what to emphasise, " +
      'and she practised explaining her work to people who had not seen it. Five weeks after the referral, she ' +
      'had an offer.',
  },
  { kind: 'heading', text: 'What she would tell you' },
  {
    kind: 'paragraph',
    text: 'We asked Aisha what she would pass on to someone in her position. She gave us three lessons:',
  },
  {
    kind: 'list',
    items: [
      'Show your work before you ask. A small project that proves the skill does more than any adjective on a resume.',
      'Pick one referrer close to the work, and write to them as a person. One thoughtful message beats ten copies.',
      'Make the referral easy to give: the role, your fit in a few lines, and a resume that stands on its own.',
    ],
  },
  {
    kind: 'paragraph',
    text:
      'She also kept her promise to close the loop. The day she signed, she wrote to her referrer to thank him, ' +
      'and they now sit two desks apart.',
  },
  {
    kind: 'tip',
    text:
      'If your title hides what you actually do, fix that first: rewrite your resume around the work the new role ' +
      'needs, and back it with one piece of evidence a referrer can look at in five minutes.',
  },
];

export default article;
