// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QString>

namespace fw::core {
class ProjectFile;
}

// The demo project as the app opens it: the worksheets of addDemoWorksheets() (core/storage/demoproject.h), vendor
// claims imported from real published logs, and an example acceptance plan run per candidate stored from saved
// agent streams. Everything is embedded under :/fw/demo/ (resources/demo/SOURCES.md says where each file is from).
namespace fw::core::demo {

// Raise it whenever what create() writes changes: a demo stamped with an older version is built again.
inline constexpr int kContentVersion = 4;
// The project_meta key of the stamp, written last, so a demo cut short is built again too.
inline constexpr auto kStampKey = "demo_content";

// The stamp of the current content in `language` ("2/de"): the demo's labels are written in the UI language, so a
// demo made in another language is built again as well.
QString stamp(const QString& language);

// Builds the demo at `path` (replacing whatever is there) in the language of the installed translator, stamped
// stamp(`language`). Throws StorageError or ImportError naming the file.
void create(const QString& path, const QString& language);

// The demo at `path` as the current content: built when it is missing, not a project, or stamped otherwise; left
// alone when it is current (the user's changes to it stay). Returns true when it was built.
bool ensure(const QString& path, const QString& language);

// A real `fabric-agent bench` stream with every time summary multiplied by `factor` and the bandwidths divided by
// it, as a slower fabric would report them; the raw samples, rank statistics and outliers are dropped, since they
// would no longer match. A factor of 1 gives the stream as it is.
QByteArray scaledBench(const QByteArray& stream, double factor);

} // namespace fw::core::demo
