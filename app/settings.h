// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QObject>
#include <QSettings>
#include <QStringList>
#include <memory>

namespace fw::app {

// The one typed facade over QSettings: every key is listed once, with its default, in settings.cpp.
class Settings final : public QObject
{
    Q_OBJECT

public:
    enum class Key
    {
        Language,
        RecentProjects,
        WindowGeometry, // QWidget::saveGeometry() of the main window, empty until it first closes
        Splitters       // each page's splitters: "page/splitter" -> QSplitter::saveState()
    };
    Q_ENUM(Key)

    static constexpr int kMaxRecentProjects = 8;

    explicit Settings(QObject* parent = nullptr);
    // Keeps settings in `iniFile` instead of the user's configuration; tests use a temporary file.
    explicit Settings(const QString& iniFile, QObject* parent = nullptr);
    ~Settings() override;

    QString language() const;
    void setLanguage(const QString& code);

    QStringList recentProjects() const;
    void addRecentProject(const QString& path);
    void removeRecentProject(const QString& path);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    // A splitter's state under `key` ("compare/charts"); empty when none was kept.
    QByteArray splitterState(const QString& key) const;
    void setSplitterState(const QString& key, const QByteArray& state);

signals:
    void changed(fw::app::Settings::Key key);

private:
    QVariant value(Key key) const;
    void setValue(Key key, const QVariant& value);

    std::unique_ptr<QSettings> m_store;
};

} // namespace fw::app
