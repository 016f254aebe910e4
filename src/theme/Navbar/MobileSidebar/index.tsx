// Navbar/MobileSidebar (ejected, renders nothing on purpose): the header's menu (Navbar/Content/MobileMenu) is the
// one phone navigation and shows the area sidebar itself; the theme's drawer would be a second copy of it.
export default function NavbarMobileSidebar(): null {
  return null;
}
