import type { ArticleBody } from './blocks';

/** What makes a referrer say yes, and the few mistakes that make them ignore a request, from someone who refers. */
const article: ArticleBody = [
  {
    kind: 'paragraph',
    text:
      'I manage an engineering team and I refer people often, to my own team and to others. Over the years I have ' +
      'read hundreds of referral requests. The ones I act on are almost always short, specific and easy to pass ' +
      'on. The ones I leave unanswered tend to make the same handful of mistakes. Here is what I wish every ' +
      'candidate knew before writing to me.',
  },
  {
    kind: 'paragraph',
    text:
      'Remember what a referral is: I put my name next to yours in front of a recruiter. I am glad to do that for ' +
      'people who make it easy for me to do it honestly.',
  },
  { kind: 'heading', text: 'Do' },
  {
    kind: 'list',
    items: [
      'Be specific about the role. Give me the job title and the link or ID. I cannot refer you to "something in engineering".',
      'Keep the message short. Four or five sentences that I can read on my phone between meetings beat a page I have to save for later.',
      'Attach your resume, tailored to the role. I will forward it as it is, so it needs to stand on its own.',
      'Tell me why this company and this team, in a sentence that shows you have looked at what we actually do.',
      'Be honest about your fit. If you meet most of the requirements but not all, say so. I respect that far more than a stretch.',
      'Follow up once after a week if you have heard nothing. Messages get buried, and a polite reminder is welcome.',
      'Tell me how it went, whatever happened. I like knowing, and I remember the people who close the loop.',
    ],
  },
  { kind: 'heading', text: "Don't" },
  {
    kind: 'list',
    items: [
      'Send the same copy-pasted message to everyone at the company. We compare notes, and it tells me you did not choose me for a reason.',
      'Ask me for a job. I cannot give you one. I can ask the hiring team to look at your application, which is a different and much easier request.',
      'Ask before reading the job description. If your background does not match the basics, a referral will not change the outcome and costs me credibility.',
      'Write your life story. Your path matters, but the first message should be about fit for this role. Save the rest for the interviews.',
      'Pressure me. Repeated messages, guilt or flattery make it less likely that I help, not more.',
      'Ask me to vouch for skills I have not seen. If we have never worked together, ask me to pass your application on, and let the process judge your skills.',
    ],
  },
  { kind: 'heading', text: 'What a good request looks like' },
  {
    kind: 'paragraph',
    text:
      'The best request I received this year was five sentences long. It named the role and linked to it. It said ' +
      'the candidate had spent three years on data pipelines at a logistics company and had cut a nightly batch ' +
      'job from six hours to forty minutes. It said they wanted to work on our streaming platform because they had ' +
      'read our engineering blog post about it. It had a clean, one-page resume attached. It ended with: "No ' +
      'worries at all if you are not able to." I referred them the same afternoon.',
  },
  {
    kind: 'paragraph',
    text:
      'Notice what that message did not need: no long introduction, no apology for reaching out, no list of every ' +
      'technology they had ever touched. It answered the three questions I always have, which are what role, why ' +
      'you, and why here, and then it got out of the way.',
  },
  { kind: 'heading', text: 'Respect a no, or a silence' },
  {
    kind: 'paragraph',
    text:
      'Sometimes I cannot refer someone. The role may already be filled, I may not know the team, or the fit may ' +
      'be too far off. Sometimes I am simply too busy to answer well. A graceful reply to a no, or no reply after ' +
      'one follow-up, leaves the door open. I have referred people months later for a better-matched role because ' +
      'they handled the first answer well.',
  },
  {
    kind: 'paragraph',
    text:
      "On ReferBridge you can see each referrer's company, title and specialties before you write. Use that to " +
      'pick the person closest to the work, and write to them as the individual they are, not as a door to the ' +
      'company.',
  },
  {
    kind: 'tip',
    text:
      'Before you press send, reread your message as the referrer. If they could forward it to a recruiter without ' +
      'changing a word, it is ready.',
  },
];

export default article;
