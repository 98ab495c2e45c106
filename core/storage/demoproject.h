#pragma once

#include <QString>

namespace fw::core {

class ProjectFile;

inline constexpr auto kDemoMetaKey = "is_demo";

// Fills `project` with the demo's worksheets: two example candidates, one per fabric, their BOMs, answers, triage,
// cost inputs and scores, all marked as example data. The candidates' names and notes are in the language of the
// installed translator. The whole demo, with its runs, is `demo::create` (core/remote/demoruns.h).
void addDemoWorksheets(ProjectFile& project);

// Creates a project at `path` holding only the demo's worksheets (tests of the pages that read them).
void createDemoProject(const QString& path);

} // namespace fw::core
