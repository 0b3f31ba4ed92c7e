import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import OpenButton from './OpenButton';
import styles from './styles.module.css';

/**
 * The navbar's "Your values" button. Without JavaScript the dialog cannot open, so the server
 * HTML holds nothing here; on a phone it stays in the navbar beside the menu.
 */
export default function YourValuesNavbarItem({mobile}: {mobile?: boolean}): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return (
    <div className={mobile ? 'menu__list-item' : 'navbar__item'}>
      <OpenButton className={styles.inNavbar} />
    </div>
  );
}
