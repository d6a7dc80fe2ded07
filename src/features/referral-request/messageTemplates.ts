/** The message templates of the request form (SPEC section 2), filled from what the candidate entered. */
export interface TemplateFields {
  name: string;
  jobTitle: string;
  company: string;
  experience: string | number;
}

export const MESSAGE_TEMPLATES = ['Custom', 'Brief Introduction', 'Detailed Request', 'Connection Request'] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

function describe(fields: TemplateFields) {
  const years = String(fields.experience).trim();
  return {
    name: fields.name.trim() || 'a fellow professional',
    role: fields.jobTitle.trim() ? `the ${fields.jobTitle.trim()} role` : 'an open role',
    company: fields.company.trim() || 'your company',
    experience: years ? `${years} year${years === '1' ? '' : 's'} of experience` : 'relevant experience',
  };
}

/** The message a template writes; Custom keeps what the candidate wrote. */
export function fillTemplate(template: MessageTemplate, fields: TemplateFields, current: string) {
  const { name, role, company, experience } = describe(fields);
  switch (template) {
    case 'Custom':
      return current;
    case 'Brief Introduction':
      return `Hi! I'm ${name}, with ${experience}. I'm applying for ${role} at ${company} and would be grateful for a referral. My resume is attached. Thank you!`;
    case 'Detailed Request':
      return [
        'Hello,',
        `My name is ${name}, and I'm very interested in ${role} at ${company}. I bring ${experience}, and the team's work is exactly where I want to grow.`,
        "I've attached my resume. If my background looks like a fit, would you be willing to refer me? I'm happy to answer any questions or hop on a short call first.",
        `Thank you for your time,\n${name}`,
      ].join('\n\n');
    case 'Connection Request':
      return `Hi, I'm ${name}. I'd love to connect and hear what it's like to work at ${company}. I have ${experience} and I'm exploring ${role} there. If you think I'd be a good fit after a quick chat, a referral would mean a lot.`;
  }
}
