import type { ContactInput } from '../shared/contact';
import type { Paging } from '../shared/paging';
import type { ContactMessage } from '../shared/schemas/contact';
import { api } from './apiSlice';
import { toListPage, type ListPage } from './catalogApi';

/** The /contact form's message (src/server/routes/contact.ts), and the admins' list of them. */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, ContactInput>({
      query: (body) => ({ url: '/api/contact', method: 'POST', body }),
    }),
    listContactMessages: build.query<ListPage<ContactMessage>, Paging>({
      query: (paging) => ({ url: '/api/admin/contact-messages', params: { ...paging } }),
      transformResponse: (items: ContactMessage[], meta) => toListPage(items, meta),
    }),
  }),
});

export const { useSendContactMessageMutation, useListContactMessagesQuery } = contactApi;
