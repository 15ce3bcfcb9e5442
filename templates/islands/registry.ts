/**
 * Every island of the site, by the name of its file in this folder. A page marks an island by its component
 * (`<Island component={Navbar} props={…} />`); the name written into the HTML, and the module the browser loads for
 * it, come from here. `registry.test.ts` checks that each name is the file that default-exports the component.
 * To add an island: create `templates/islands/{Name}.tsx` with a default export, and list it below.
 */
import type { ComponentType } from 'react';
import Accordion from './Accordion.tsx';
import BookingForm from './BookingForm.tsx';
import CatalogueBrowser from './CatalogueBrowser.tsx';
import ContactForm from './ContactForm.tsx';
import Navbar from './Navbar.tsx';
import ProtocolTabs from './ProtocolTabs.tsx';
import TestimonialCarousel from './TestimonialCarousel.tsx';

export const ISLANDS = { Accordion, BookingForm, CatalogueBrowser, ContactForm, Navbar, ProtocolTabs, TestimonialCarousel } as const;

export type IslandName = keyof typeof ISLANDS;

// eslint-style note: the components take different props; the map only needs their identity.
const nameByComponent = new Map<unknown, IslandName>(Object.entries(ISLANDS).map(([name, component]) => [component, name as IslandName]));

/** The island's name (its file name), or undefined for a component that is not an island. */
export const islandNameOf = (component: ComponentType<never>): IslandName | undefined => nameByComponent.get(component);

/** Every island name, sorted: the modules the hydration script can load. */
export const islandNames = (): IslandName[] => (Object.keys(ISLANDS) as IslandName[]).sort();
