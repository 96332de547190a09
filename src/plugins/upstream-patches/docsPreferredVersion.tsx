/*
 * Ejected from @docusaurus/plugin-content-docs 3.10.2 (lib/client/docsPreferredVersion.js) and put
 * in its place in the bundle by this plugin (index.ts). One change, marked CUSTOM; the rest is
 * upstream's with types.
 */
import React, {startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useAllDocsData, useDocsData, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/constants';
import {useThemeConfig} from '@docusaurus/theme-common';
import {ReactContextError, createStorageSlot} from '@docusaurus/theme-common/internal';

type Persistence = 'localStorage' | 'none';
type AllDocsData = ReturnType<typeof useAllDocsData>;
type DocsPreferredVersionState = {[pluginId: string]: {preferredVersionName: string | null}};
type ContextValue = [DocsPreferredVersionState, {savePreferredVersion: (pluginId: string, versionName: string) => void}];

const storageKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;
const DocsPreferredVersionStorage = {
  save: (pluginId: string, persistence: Persistence, versionName: string) => {
    createStorageSlot(storageKey(pluginId), {persistence}).set(versionName);
  },
  read: (pluginId: string, persistence: Persistence) => createStorageSlot(storageKey(pluginId), {persistence}).get(),
  clear: (pluginId: string, persistence: Persistence) => {
    createStorageSlot(storageKey(pluginId), {persistence}).del();
  },
};

/** Every plugin without a preferred version: the server cannot read the browser's storage. */
const getInitialState = (pluginIds: string[]): DocsPreferredVersionState =>
  Object.fromEntries(pluginIds.map((id) => [id, {preferredVersionName: null}]));

/** Each plugin's stored preferred version; a stored version the site no longer has is removed. */
function readStorageState({
  pluginIds,
  versionPersistence,
  allDocsData,
}: {
  pluginIds: string[];
  versionPersistence: Persistence;
  allDocsData: AllDocsData;
}): DocsPreferredVersionState {
  function restorePluginState(pluginId: string) {
    const preferredVersionNameUnsafe = DocsPreferredVersionStorage.read(pluginId, versionPersistence);
    const pluginData = allDocsData[pluginId]!;
    const versionExists = pluginData.versions.some((version) => version.name === preferredVersionNameUnsafe);
    if (versionExists) {
      return {preferredVersionName: preferredVersionNameUnsafe};
    }
    DocsPreferredVersionStorage.clear(pluginId, versionPersistence);
    return {preferredVersionName: null};
  }
  return Object.fromEntries(pluginIds.map((id) => [id, restorePluginState(id)]));
}

/** CUSTOM: true when both states name the same preferred version for every plugin. */
export function samePreferredVersions(a: DocsPreferredVersionState, b: DocsPreferredVersionState): boolean {
  const ids = Object.keys(a);
  return (
    ids.length === Object.keys(b).length &&
    ids.every((id) => b[id] !== undefined && a[id]!.preferredVersionName === b[id]!.preferredVersionName)
  );
}

function useVersionPersistence(): Persistence {
  return useThemeConfig().docs.versionPersistence as Persistence;
}

const Context = React.createContext<ContextValue | null>(null);

function useContextValue(): ContextValue {
  const allDocsData = useAllDocsData();
  const versionPersistence = useVersionPersistence();
  const pluginIds = useMemo(() => Object.keys(allDocsData), [allDocsData]);
  const [state, setState] = useState(() => getInitialState(pluginIds));
  useEffect(() => {
    const stored = readStorageState({allDocsData, versionPersistence, pluginIds});
    // CUSTOM: upstream always sets a new object, so every navbar item and link that reads the
    // preferred version renders again right after hydration, in one task, even when nothing is
    // stored (every first visit). Here the state stays the same object when storage agrees with
    // it, and a real change is a transition that React renders in short slices.
    startTransition(() => setState((current) => (samePreferredVersions(current, stored) ? current : stored)));
  }, [allDocsData, versionPersistence, pluginIds]);
  const api = useMemo(() => {
    function savePreferredVersion(pluginId: string, versionName: string) {
      DocsPreferredVersionStorage.save(pluginId, versionPersistence, versionName);
      setState((s) => ({...s, [pluginId]: {preferredVersionName: versionName}}));
    }
    return {savePreferredVersion};
  }, [versionPersistence]);
  return [state, api];
}

function DocsPreferredVersionContextProviderUnsafe({children}: {children: ReactNode}): ReactNode {
  const value = useContextValue();
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Provides each docs plugin's preferred version (the last version the reader visited). */
export function DocsPreferredVersionContextProvider({children}: {children: ReactNode}): ReactNode {
  return <DocsPreferredVersionContextProviderUnsafe>{children}</DocsPreferredVersionContextProviderUnsafe>;
}

function useDocsPreferredVersionContext(): ContextValue {
  const value = useContext(Context);
  if (!value) {
    throw new ReactContextError('DocsPreferredVersionContextProvider');
  }
  return value;
}

/** A plugin's preferred version (always null before the app has mounted) and its setter. */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName: (versionName: string) => void;
} {
  const docsData = useDocsData(pluginId);
  const [state, api] = useDocsPreferredVersionContext();
  const {preferredVersionName} = state[pluginId]!;
  const preferredVersion = docsData.versions.find((version) => version.name === preferredVersionName) ?? null;
  const savePreferredVersionName = useCallback(
    (versionName: string) => {
      api.savePreferredVersion(pluginId, versionName);
    },
    [api, pluginId],
  );
  return {preferredVersion, savePreferredVersionName};
}

/** Every plugin's preferred version, by plugin id. */
export function useDocsPreferredVersionByPluginId(): {[pluginId: string]: GlobalVersion | null} {
  const allDocsData = useAllDocsData();
  const [state] = useDocsPreferredVersionContext();
  function getPluginIdPreferredVersion(pluginId: string) {
    const docsData = allDocsData[pluginId]!;
    const {preferredVersionName} = state[pluginId]!;
    return docsData.versions.find((version) => version.name === preferredVersionName) ?? null;
  }
  const pluginIds = Object.keys(allDocsData);
  return Object.fromEntries(pluginIds.map((id) => [id, getPluginIdPreferredVersion(id)]));
}
