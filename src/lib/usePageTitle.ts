import { useEffect } from 'react';
import { PRODUCT_NAME } from '../shared/product';

/** Sets the tab title to "<title> | ReferBridge" (screen readers announce it on navigation). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: get referred to your dream job`;
  }, [title]);
}
