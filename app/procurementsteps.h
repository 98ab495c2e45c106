// SPDX-License-Identifier: Apache-2.0
#pragma once

#include "evidence/procurementprogress.h"

#include <QIcon>
#include <QString>
#include <QStyle>

class QWidget;

// How the steps of the procurement are named and drawn, the same in the navigation, the Go menu, the user guide
// and the start page.
namespace fw::app::steps {

// "BOM", in the UI language.
QString title(core::ProcurementStep step);
// Where the bundled icons lie, one drawing per freedesktop name the app asks for (resources/icons/fallback/).
inline constexpr char kFallbackIcons[] = ":/icons/fallback";
// Makes QIcon::fromTheme find the bundled drawings where the desktop's theme lacks a name (or there is no theme,
// as on a bare Debian): once, before the first icon; themeIcon() does it too.
void installIconFallbacks();
// A themed icon where the desktop has one (freedesktop names), else the bundled drawing of that name, else the
// style's own.
QIcon themeIcon(const QWidget* widget, const char* name, QStyle::StandardPixmap fallback);
// The step's icon in the navigation and on the start page.
QIcon icon(const QWidget* widget, core::ProcurementStep step);
// "BOM: 2 of 2 candidates complete", or the title alone for a step with nothing to count.
QString stateLine(core::ProcurementStep step, const core::StepProgress& progress);
// The step's checklist, as the navigation's and the start page's tooltips show it: "BOM: to do", the state, what
// "complete" means for the step and, a line each, what is still missing.
QString checklist(core::ProcurementStep step, const core::StepProgress& progress);

} // namespace fw::app::steps
