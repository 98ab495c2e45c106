// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QString>

namespace fw::core {

class ProjectFile;

// What the procurement is called and, optionally, for whom: its name and the buyer's organisation, asked for when a
// project is made (File > New, the start page, `fabric-workbench new --name`) and kept in `project_meta`. A project
// made before names were asked for has neither, and is known by its file name.
struct ProjectIdentity
{
    QString name;
    QString organisation; // empty: not given
};

// The project_meta keys.
inline constexpr auto kProcurementNameKey = "procurement_name";
inline constexpr auto kBuyerOrganisationKey = "buyer_organisation";

// What `project` says it is; both empty for an older project.
ProjectIdentity readProjectIdentity(const ProjectFile& project);
// Stores `identity` (trimmed) in one transaction; throws StorageError when the file cannot be written.
void writeProjectIdentity(ProjectFile& project, const ProjectIdentity& identity);
// A file name for a new project called `name`: the name with the characters no file system takes (/ \ : * ? " < > |
// and control characters) as "-", leading dots and surrounding spaces dropped, and the project suffix. Empty when
// nothing of the name is left.
QString projectFileNameFor(const QString& name);

} // namespace fw::core
